// Placeholder until the lab's first file lands.
