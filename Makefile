# The two commands of the README: `make run` and `make test`. Both install what is missing.
SWIFT ?= swift
XVFB := xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session --

.PHONY: run test deps test-deps build release unit lint format clean

run: deps release
	./.build/release/recipes $(ARGS)

test: test-deps
	$(SWIFT) build --build-tests
	$(XVFB) $(SWIFT) test --skip-build
	$(MAKE) lint

deps:
	@./scripts/install-deps.sh

test-deps:
	@./scripts/install-deps.sh --test

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

# Unit tests only, without a display (GTK tests skip).
unit: deps
	$(SWIFT) test

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests data/RecipesCatalog.swift Resources/RecipesResources.swift

format:
	$(SWIFT) format --in-place --recursive Sources Tests data/RecipesCatalog.swift Resources/RecipesResources.swift

clean:
	rm -rf .build
