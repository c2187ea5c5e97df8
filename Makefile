# The two commands of the README: `make run` and `make test`. Both install what is missing.
SWIFT ?= swift
XVFB := xvfb-run -a -s "-screen 0 1280x800x24" dbus-run-session --

.PHONY: run test deps test-deps build release unit lint format clean desktop-check e2e bench \
	screenshots install install-search-provider uninstall radicale locale po desktop foods \
	measure-pages

PREFIX ?= $(HOME)/.local
APP_ID := org.recipesapp.Recipes

# Release builds link the Swift runtime and Foundation into the program
# (--static-swift-stdlib): the dynamic linker then has less to load and resolve before
# main and when GTK loads the GL driver (docs/performance.md). Every release build uses
# the same flags, so one never throws away another's objects.
RELEASE := -c release --static-swift-stdlib

run: deps release locale
	./.build/release/recipes $(ARGS)

# The tests print line by line (a log cut short shows the case that was running) and
# are stopped, every process with them, if they run past 25 minutes. A missing Radicale fails
# the CalDAV tests here instead of skipping them; the Secret Service tests start their own
# GNOME Keyring on dbus-run-session's bus, and must run here.
test: test-deps locale
	$(SWIFT) build --build-tests
	RECIPES_REQUIRE_CALDAV=1 RECIPES_RADICALE=$(abspath $(RADICALE)) RECIPES_REQUIRE_KEYRING=1 \
	  timeout --kill-after=30 1500 stdbuf -oL -eL $(XVFB) $(SWIFT) test --skip-build
	$(MAKE) e2e lint desktop-check

deps:
	@./scripts/install-deps.sh

test-deps:
	@./scripts/install-deps.sh --test
	@$(MAKE) --no-print-directory radicale

# The CalDAV server the calendar tests start on loopback: Radicale from PyPI, pinned, in a
# virtual environment of its own (Debian's python3-venv), made only when missing or of
# another version.
PYTHON3 ?= /usr/bin/python3
RADICALE_VERSION := 3.9.0
RADICALE_VENV := .build/radicale-venv
RADICALE := $(RADICALE_VENV)/bin/radicale

radicale:
	@if ! $(RADICALE_VENV)/bin/python -c 'import importlib.metadata as m, sys; \
	  sys.exit(m.version("radicale") != "$(RADICALE_VERSION)")' 2>/dev/null; then \
	  echo "Installing Radicale $(RADICALE_VERSION) into $(RADICALE_VENV)"; \
	  $(PYTHON3) -m venv $(RADICALE_VENV) && \
	  $(RADICALE_VENV)/bin/pip install --quiet --disable-pip-version-check \
	    radicale==$(RADICALE_VERSION); fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE)

# The built app driven with the mouse under Xvfb, against a loopback server
# (Tests/EndToEnd/README.md); screenshots of every step land in .build/e2e/.
e2e: test-deps locale
	$(SWIFT) build --product recipes
	RECIPES_BIN=.build/debug/recipes Tests/EndToEnd/run.sh

# Speed and memory (docs/performance.md). Under Xvfb, with GTK's Cairo renderer and
# OpenGL closed, for the app and the bare windows it is compared with alike: what the app
# chooses for itself on a machine without a GPU (GtkInterop's SoftwareRendering).
bench: test-deps
	$(SWIFT) build $(RELEASE) --product recipes
	$(SWIFT) build $(RELEASE) --product recipes-bench
	GSK_RENDERER=cairo GDK_DEBUG=gl-disable $(XVFB) .build/release/recipes-bench --app .build/release/recipes $(ARGS)

# Import and nutrition measured on a folder of real pages (NAME.html.gz with its answer
# NAME.json beside it), through the built `recipes` command: scripts/measure-pages says how.
PAGES ?= ../shared/corpus/pages

measure-pages: deps
	$(SWIFT) build --product recipes
	./scripts/measure-pages $(PAGES) $(ARGS)

# Unit tests only, without a display (GTK tests skip).
unit: deps
	$(SWIFT) test

# The food table of RecipesNutrition, derived again from USDA SR21 as Debian's gourmand
# package ships it (fetched with apt-get download; not installed): the same bytes each time.
foods:
	$(PYTHON3) scripts/derive-foods.py $(GOURMAND_DEB)

lint:
	./scripts/update-pot.py --check
	./scripts/check-po.py
	$(SWIFT) format lint --strict --recursive Sources Tests data/RecipesCatalog.swift data/foods/RecipesFoodData.swift \
	  Resources/RecipesResources.swift

format:
	$(SWIFT) format --in-place --recursive Sources Tests data/RecipesCatalog.swift \
	  data/foods/RecipesFoodData.swift Resources/RecipesResources.swift

clean:
	rm -rf .build

# Translations: po/LANG.po compiled to .build/locale/LANG/LC_MESSAGES/recipes.mo, where the
# built app looks for them (an installed one looks in PREFIX/share/locale).
LANGUAGES := $(basename $(notdir $(wildcard po/*.po)))
CATALOGS := $(foreach lang,$(LANGUAGES),.build/locale/$(lang)/LC_MESSAGES/recipes.mo)

locale: deps $(CATALOGS)

.build/locale/%/LC_MESSAGES/recipes.mo: po/%.po
	@mkdir -p $(dir $@)
	msgfmt --check -o $@ $<

# After changing messages in the sources: the template again, and each language merged
# with it (new messages untranslated, changed ones fuzzy, until a translator sees them).
po:
	./scripts/update-pot.py
	for po in po/*.po; do msgmerge --quiet --update --backup=none --no-fuzzy-matching $$po po/recipes.pot; done

# The desktop file and AppStream metadata with every language of po/LINGUAS in them, made
# from the English ones in Resources/desktop (which po/recipes.pot collects).
DESKTOP := .build/desktop/$(APP_ID).desktop .build/desktop/$(APP_ID).metainfo.xml

desktop: $(DESKTOP)

.build/desktop/$(APP_ID).desktop: Resources/desktop/$(APP_ID).desktop po/LINGUAS $(wildcard po/*.po)
	@mkdir -p $(@D)
	msgfmt --desktop --template=$< -d po -o $@

.build/desktop/$(APP_ID).metainfo.xml: Resources/desktop/$(APP_ID).metainfo.xml po/LINGUAS $(wildcard po/*.po)
	@mkdir -p $(@D)
	msgfmt --xml --template=$< -d po -o $@

# The desktop file and AppStream metadata, as written and translated, validated when the
# tools are there.
desktop-check: desktop
	@if command -v desktop-file-validate >/dev/null; then \
	  for file in Resources/desktop/$(APP_ID).desktop .build/desktop/$(APP_ID).desktop; do \
	    desktop-file-validate $$file && echo "$$file: valid" || exit 1; done; fi
	@if command -v appstreamcli >/dev/null; then \
	  for file in Resources/desktop/$(APP_ID).metainfo.xml .build/desktop/$(APP_ID).metainfo.xml; do \
	    appstreamcli validate --no-net $$file || exit 1; done; fi

screenshots: test-deps build locale
	./scripts/screenshots.sh
	./scripts/screenshots-phone.sh

# The binary and its resource bundles go to $(PREFIX)/lib/recipes (SwiftPM looks for the
# bundles beside the real executable); bin/recipes links to it.
install: release locale desktop install-search-provider
	install -d $(PREFIX)/lib/recipes $(PREFIX)/bin
	install -m755 .build/release/recipes $(PREFIX)/lib/recipes/recipes
	cp -R .build/release/*.resources $(PREFIX)/lib/recipes/
	ln -sf ../lib/recipes/recipes $(PREFIX)/bin/recipes
	install -Dm644 .build/desktop/$(APP_ID).desktop $(PREFIX)/share/applications/$(APP_ID).desktop
	install -Dm644 .build/desktop/$(APP_ID).metainfo.xml $(PREFIX)/share/metainfo/$(APP_ID).metainfo.xml
	install -Dm644 Resources/desktop/icons/$(APP_ID).svg \
	  $(PREFIX)/share/icons/hicolor/scalable/apps/$(APP_ID).svg
	for lang in $(LANGUAGES); do \
	  install -Dm644 .build/locale/$$lang/LC_MESSAGES/recipes.mo \
	    $(PREFIX)/share/locale/$$lang/LC_MESSAGES/recipes.mo; done
	install -Dm644 Resources/desktop/icons/$(APP_ID)-symbolic.svg \
	  $(PREFIX)/share/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg

# The Activities search: GNOME Shell reads the provider's ini; the session bus starts the app
# as a service from the D-Bus service file, whose Exec is the installed binary.
SEARCH_PROVIDER := $(PREFIX)/share/gnome-shell/search-providers/$(APP_ID).search-provider.ini
DBUS_SERVICE := $(PREFIX)/share/dbus-1/services/$(APP_ID).service

install-search-provider:
	install -Dm644 Resources/desktop/$(APP_ID).search-provider.ini $(SEARCH_PROVIDER)
	install -d $(dir $(DBUS_SERVICE))
	sed 's|@bindir@|$(abspath $(PREFIX))/bin|' Resources/desktop/$(APP_ID).service.in \
	  > $(DBUS_SERVICE)
	chmod 644 $(DBUS_SERVICE)

uninstall:
	rm -f $(SEARCH_PROVIDER) $(DBUS_SERVICE)
	rm -rf $(PREFIX)/lib/recipes
	for lang in $(LANGUAGES); do rm -f $(PREFIX)/share/locale/$$lang/LC_MESSAGES/recipes.mo; done
	rm -f $(PREFIX)/bin/recipes $(PREFIX)/share/applications/$(APP_ID).desktop \
	  $(PREFIX)/share/metainfo/$(APP_ID).metainfo.xml \
	  $(PREFIX)/share/icons/hicolor/scalable/apps/$(APP_ID).svg \
	  $(PREFIX)/share/icons/hicolor/symbolic/apps/$(APP_ID)-symbolic.svg
