// Placeholder until the engine's first file lands.
