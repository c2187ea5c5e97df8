// The shared fixtures (loopback HTTP server, temporary directories, test pictures, the
// JSON fixtures) live in RecipesFixtures so the benchmarks, which cannot link XCTest, use
// the same ones; every test that imports RecipesTestSupport gets them too.
@_exported import RecipesFixtures
