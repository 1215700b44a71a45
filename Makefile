# Accord — the two set-up commands are `make demo` and `make test` (see README.md).
SHELL := /bin/bash
DEBIAN_PACKAGES := pkg-config libpango1.0-dev libcairo2-dev libgdk-pixbuf-2.0-dev libpoppler-glib-dev fonts-inter fonts-noto-cjk fonts-dejavu-core python-qtawesome-common poppler-utils librsvg2-bin libmicrohttpd-dev libdeflate-dev fonts-noto-color-emoji
SWIFT_BUILD_FLAGS ?=

.PHONY: deps deps-test deps-e2e build install demo docs check-surface test test-cli test-library test-hostile compat bench bench-quick bench-check bench-baseline e2e clean fuzz sanitize

## deps: install the Debian packages Accord needs, if any is missing (needs root or sudo).
deps:
	@missing=""; for p in $(DEBIAN_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

## deps-test: what the tests need beyond the build, if any is missing (needs root or sudo): a real
## browser for the inspector and live-preview tests (Debian's chromium and chromium-driver;
## Selenium comes from PyPI in Tests/e2e/preview.sh, hence pip), python3 (the test scripts), bc
## and procps (pgrep) — a fresh Debian has none of them.
deps-test:
	@missing=""; for t in chromium:chromium chromedriver:chromium-driver python3:python3 bc:bc pgrep:procps; do \
	  command -v $${t%%:*} >/dev/null 2>&1 || missing="$$missing $${t#*:}"; done; \
	python3 -m pip --version >/dev/null 2>&1 || missing="$$missing python3-pip"; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

deps-e2e: deps-test

## build: the library (Accord, and AccordDynamic = libAccordDynamic.so for the tool's previews), the accord tool.
build: deps
	swift build $(SWIFT_BUILD_FLAGS)

## install: put `accord` on the PATH (a symlink into /usr/local/bin; the tool finds its library
## beside its real location).
install: build
	ln -sf "$$(swift build --show-bin-path)/accord" /usr/local/bin/accord
	@echo "accord → /usr/local/bin/accord"

## demo: the main job — render every seed example into gallery/ (PNG, SVG, frames, index.html).
demo: build
	$$(swift build --show-bin-path)/accord gallery -o gallery -j $(JOBS)
	@echo "open gallery/index.html"

## docs: DocC archives of Accord and AccordTesting in .build/docs, offline, with the
## toolchain's docc (Tools/docs.sh; articles in Sources/Accord/Accord.docc).
docs: deps
	@bash Tools/docs.sh

## check-surface: the public top-level symbols of Accord and AccordTesting against
## Tests/library/public-surface.txt; a new one must be documented and not named like an
## internal (Tools/public-surface.sh; --update accepts the current surface).
check-surface: build
	@bash Tools/public-surface.sh

## test: unit and fixture tests, the command-line checks against seed 003's measurements, the
## README's package built from scratch, the public surface (check-surface), the inspector in
## headless Chromium, and a smoke run of
## the benchmark at small sizes.
test: build deps-test
	swift test $(SWIFT_BUILD_FLAGS)
	$(MAKE) test-cli test-library check-surface test-hostile e2e
	$$(swift build --show-bin-path)/accord-bench --quick

test-cli:
	@bash Tests/cli/run.sh "$$(swift build --show-bin-path)/accord"
	@bash Tests/cli/examples.sh "$$(swift build --show-bin-path)/accord"
	@bash Tests/compare/run.sh "$$(swift build --show-bin-path)/accord"
	@bash Tools/compat.sh Tests/compat --require-all
	@bash Tests/project/run.sh "$$(swift build --show-bin-path)/accord"
	@bash Tests/project/speed.sh "$$(swift build --show-bin-path)/accord"

## compat: render every .swift file of a folder and rank what blocks the failures
## (`make compat CORPUS=dir [JOBS=n]`; Tools/compat.sh, Docs/Compatibility.md).
JOBS ?= $(shell nproc)
compat: build
	@test -n "$(CORPUS)" || { echo "usage: make compat CORPUS=dir [JOBS=n]"; exit 2; }
	@bash Tools/compat.sh "$(CORPUS)" --jobs $(JOBS) --no-build

## test-library: the README's "Use Accord in your package" files as a fresh package depending on
## this checkout: no build warning, the card renders, a copied binary runs, snapshot and layout
## tests record, pass, and fail usefully on a 2-point change (Tests/library/run.sh; ~5 min cold).
test-library:
	@bash Tests/library/run.sh

## test-hostile: the accord tool under hostile input, concurrency and kills (Docs/Reliability.md).
test-hostile:
	@bash Tests/hostile/run.sh "$$(swift build --show-bin-path)/accord"

## e2e: the inspector page and the live preview (`accord preview`) in headless Chromium.
e2e: deps-e2e
	@bash Tests/e2e/inspect.sh "$$(swift build --show-bin-path)/accord"
	@bash Tests/e2e/preview.sh "$$(swift build --show-bin-path)/accord"

## bench: release build; Accord against Taffy and Yoga in one run, the images (PNG encoder
## against Cairo's writer, SVG, 8 renders at once) and a user's time to image (the debug tool,
## as `make demo` builds it); prints every goal's figure (Benchmarks/README.md).
bench: build
	swift build -c release --product accord-bench
	@ACCORD="$$(swift build --show-bin-path)/accord" bash Benchmarks/run.sh "$$(swift build -c release --show-bin-path)/accord-bench"

## bench-check: the same run; fails if a workload's ratio to the faster peer (PNG encoding: to
## Cairo's writer) grew by more than 25 % against Benchmarks/baseline.json.
bench-check: deps
	swift build -c release --product accord-bench
	@bash Benchmarks/run.sh "$$(swift build -c release --show-bin-path)/accord-bench" --check=Benchmarks/baseline.json

## bench-baseline: record this machine's ratios as Benchmarks/baseline.json (commit it).
bench-baseline: deps
	swift build -c release --product accord-bench
	@bash Benchmarks/run.sh "$$(swift build -c release --show-bin-path)/accord-bench" --record=Benchmarks/baseline.json

bench-quick: deps
	swift build --product accord-bench
	@bash Benchmarks/run.sh "$$(swift build --show-bin-path)/accord-bench" --quick

clean:
	rm -rf .build gallery

## fuzz: libFuzzer over the #Preview source transformer and the runner's option parsing, 60 s each (Fuzz/run.sh).
fuzz:
	bash Fuzz/run.sh 60

## sanitize: the tests under AddressSanitizer, and the concurrency tests under ThreadSanitizer
## (separate scratch paths, so the ordinary debug build is left alone; leaks of system libraries'
## caches are suppressed by Fuzz/lsan.supp).
sanitize: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/Fuzz/lsan.supp:print_suppressions=0 swift test --sanitize=address --scratch-path .build-sanitize/address
	swift test --sanitize=thread --scratch-path .build-sanitize/thread --filter ConcurrencyTests
