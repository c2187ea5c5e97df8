// The benchmarks use the tests' fixtures (the loopback HTTP server, temporary directories,
// pictures made in code) from RecipesFixtures, the one place they are defined; every file
// of this target sees them.
@_exported import RecipesFixtures
