// Placeholder until the first command lands.
