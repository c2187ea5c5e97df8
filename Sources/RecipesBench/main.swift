// `recipes-bench`: see the benchmark issue.
print("recipes-bench: the benchmarks are not written yet")
