# The two commands of the README: `make run` and `make test`. Both install what is missing.
SWIFT ?= swift
XVFB := xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session --

.PHONY: run test deps test-deps build release unit lint format clean desktop-check e2e bench \
	screenshots install uninstall

PREFIX ?= $(HOME)/.local
APP_ID := org.recipesapp.Recipes

# Release builds link the Swift runtime and Foundation into the program
# (--static-swift-stdlib): the dynamic linker then has less to load and resolve before
# main and when GTK loads the GL driver (README, "Performance"). Every release build uses
# the same flags, so one never throws away another's objects.
RELEASE := -c release --static-swift-stdlib

run: deps release
	./.build/release/recipes $(ARGS)

# The tests print line by line (a log cut short shows the case that was running) and
# are stopped, every process with them, if they run past 25 minutes.
test: test-deps
	$(SWIFT) build --build-tests
	timeout --kill-after=30 1500 stdbuf -oL -eL $(XVFB) $(SWIFT) test --skip-build
	$(MAKE) e2e lint desktop-check

deps:
	@./scripts/install-deps.sh

test-deps:
	@./scripts/install-deps.sh --test

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE)

# The built app driven with the mouse under Xvfb, against a loopback server
# (Tests/EndToEnd/README.md); screenshots of every step land in .build/e2e/.
e2e: test-deps
	$(SWIFT) build --product recipes
	RECIPES_BIN=.build/debug/recipes Tests/EndToEnd/run.sh

# Speed and memory (README, "Performance"). Under Xvfb, with GTK's Cairo renderer: the
# software GL renderer of a machine without a GPU would be measured, not the app.
bench: test-deps
	$(SWIFT) build $(RELEASE) --product recipes
	$(SWIFT) build $(RELEASE) --product recipes-bench
	GSK_RENDERER=cairo $(XVFB) .build/release/recipes-bench --app .build/release/recipes $(ARGS)

# Unit tests only, without a display (GTK tests skip).
unit: deps
	$(SWIFT) test

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests data/RecipesCatalog.swift Resources/RecipesResources.swift

format:
	$(SWIFT) format --in-place --recursive Sources Tests data/RecipesCatalog.swift Resources/RecipesResources.swift

clean:
	rm -rf .build

# The desktop file and AppStream metadata, validated when the tools are there.
desktop-check:
	@if command -v desktop-file-validate >/dev/null; then \
	  desktop-file-validate Resources/desktop/$(APP_ID).desktop && echo "desktop file: valid"; fi
	@if command -v appstreamcli >/dev/null; then \
	  appstreamcli validate --no-net Resources/desktop/$(APP_ID).metainfo.xml; fi

screenshots: test-deps build
	./scripts/screenshots.sh
	./scripts/screenshots-phone.sh

# The binary and its resource bundles go to $(PREFIX)/lib/recipes (SwiftPM looks for the
# bundles beside the real executable); bin/recipes links to it.
install: release
	install -d $(PREFIX)/lib/recipes $(PREFIX)/bin
	install -m755 .build/release/recipes $(PREFIX)/lib/recipes/recipes
	cp -R .build/release/*.resources $(PREFIX)/lib/recipes/
	ln -sf ../lib/recipes/recipes $(PREFIX)/bin/recipes
	install -Dm644 Resources/desktop/$(APP_ID).desktop $(PREFIX)/share/applications/$(APP_ID).desktop
	install -Dm644 Resources/desktop/$(APP_ID).metainfo.xml $(PREFIX)/share/metainfo/$(APP_ID).metainfo.xml
	install -Dm644 Resources/desktop/icons/$(APP_ID).svg \
	  $(PREFIX)/share/icons/hicolor/scalable/apps/$(APP_ID).svg
	install -Dm644 Resources/desktop/icons/$(APP_ID)-symbolic.svg \
	  $(PREFIX)/share/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg

uninstall:
	rm -rf $(PREFIX)/lib/recipes
	rm -f $(PREFIX)/bin/recipes $(PREFIX)/share/applications/$(APP_ID).desktop \
	  $(PREFIX)/share/metainfo/$(APP_ID).metainfo.xml \
	  $(PREFIX)/share/icons/hicolor/scalable/apps/$(APP_ID).svg \
	  $(PREFIX)/share/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
