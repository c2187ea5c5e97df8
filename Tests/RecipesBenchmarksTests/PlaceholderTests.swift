// The benchmark smoke tests arrive with the benchmark issue.
import Testing
