// Placeholder until the browser's first file lands.
