print("colonnade")
