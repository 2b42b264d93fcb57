# tenpin: a ten-pin bowling scoreboard in the browser. `make help` lists the targets.

GO          ?= go
ADDR        ?= 127.0.0.1:8000
TOOLS       := $(CURDIR)/.cache/bin
STATICCHECK := $(TOOLS)/staticcheck
GOVULNCHECK := $(TOOLS)/govulncheck
# Pinned: the module proxy here refuses @latest for some tools.
STATICCHECK_VERSION := v0.8.2
GOVULNCHECK_VERSION := v1.8.0
VULNDB      := $(abspath ../shared/vulndb/osv)
# axe-core (npm) is injected into pages by the accessibility browser tests.
AXE_VERSION := 4.14.1
AXE         := $(CURDIR)/.cache/npm/node_modules/axe-core/axe.min.js
# The QR decoder the Scan screen loads where the browser has no BarcodeDetector (web/scan.js):
# jsQR from npm, minified and committed as web/jsqr.min.js (make scan-decoder remakes it and
# checks it against its checksum), so that a build and CI need no npm.
JSQR_VERSION    := 1.4.0
ESBUILD_VERSION := 0.28.2
JSQR_SHA256     := 48bfe3701b858ca2a269e7ef0d49a5f10c47bc36b17354b5ab70c809a7075fef
# The lane's concepts in packages of their own, which the root composes and hands small interfaces.
LANE_PARTS  := ./app/stats/ ./app/share/ ./app/board/ ./app/match/ ./app/setup/ ./app/entry/ ./app/history/ ./app/tv/ ./app/play/ ./app/series/
FUZZTIME    ?= 60s
SOAK_GAMES  ?= 100

.PHONY: help run test build wasm server static bench fuzz soak lint fmt-check vet staticcheck vulncheck check-deps unit browser-test axe scan-decoder tools clean

# help: list the targets with their one-line comments
help:
	@awk '/^# [a-z-]+:/ { sub(/^# /, ""); print }' $(MAKEFILE_LIST)

# run: build everything and serve the app on $(ADDR), printing its URL
run: build
	./bin/tenpin -addr $(ADDR)

# test: every check and test: format, vet, staticcheck, deps, unit, wasm build, browser, vulns
test: lint check-deps unit build browser-test vulncheck

# build: the client (web/app.wasm and its .br/.gz copies) and the server (bin/tenpin)
build: wasm server

# wasm: compile both clients to WebAssembly without go-app's server half (cmd/wasm): the lane app (web/app.wasm) and the office app (web/office.wasm), and precompress them
wasm:
	$(GO) run ./cmd/wasm -o web/app.wasm
	$(GO) run ./cmd/wasm -o web/office.wasm ./cmd/office
	$(GO) run ./cmd/precompress web/app.wasm web/office.wasm

# server: compile the native server, which serves the bundle and writes static builds
server:
	$(GO) build -trimpath -o bin/tenpin ./cmd/tenpin
	$(GO) build -trimpath -o bin/bowling ./cmd/bowling

# static: write a static build of the app into dist/ (BASE=/sub/path/ to publish under a path)
static: build
	./bin/tenpin -static dist $(if $(BASE),-base $(BASE))

# bench: the benchmarks and figures the issues ask for (domain; a tap's Go work with go-app's update, natively; statistics, plot and leaves over 5,000 games, a season's recap, standings and league file, also in V8's WebAssembly under Node, and the League screen with them in Chromium; size, load; start and tap next to go-app's hello world; what the translations add to the wasm)
bench: build
	$(GO) test -run '^$$' -bench . -benchmem ./domain/
	$(GO) test -run '^$$' -bench 'TapUpdate|Roll|Render' -benchmem ./app/
	PATH="$$PATH:$$($(GO) env GOROOT)/lib/wasm" GOOS=js GOARCH=wasm $(GO) test -run '^$$' -bench 'Season(Recap|Standings)|StoredLeague' -benchtime 20x ./domain/
	PATH="$$PATH:$$($(GO) env GOROOT)/lib/wasm" GOOS=js GOARCH=wasm $(GO) test -run '^$$' -bench 'Stats5000/(figures|plot|leaves)$$' -benchtime 20x ./domain/
	$(GO) test -tags browser -count=1 -timeout 60m -run '^$$' -bench . -benchtime 1x ./cmd/tenpin/

# fuzz: run each fuzz test (domain: game, game in a format, restore, a save's future in a format, import, sheet links, match cards, stored records, names, format text, league match scores, import with matches and formats, league files, round robins, bracket draws, results and links, tournament qualifying, lane cards and tournament files, leaves, CSV rows against encoding/csv; app: envelope, restore) for FUZZTIME (default 60s)
fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzGame$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzGameIn$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzRestore$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzSaveFuture$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzImport$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeSheet$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeCard$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzStored$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzExplainName$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzParseFormat$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzScoreMatch$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzImportMatches$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzDrawBrackets$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzResolveBracket$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzLeagueFile$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzRoundRobin$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeBrackets$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzLeaves$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzAppendCSVRow$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzRankQualifying$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeLaneCard$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzTournamentFile$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzErrorf$$' -fuzztime $(FUZZTIME) ./domain/
	$(GO) test -run '^$$' -fuzz '^FuzzUnwrap$$' -fuzztime $(FUZZTIME) ./app/browser/
	$(GO) test -run '^$$' -fuzz '^FuzzSprintf$$' -fuzztime $(FUZZTIME) ./app/i18n/
	$(GO) test -run '^$$' -fuzz '^FuzzRestoreSave$$' -fuzztime $(FUZZTIME) ./app/

# soak: SOAK_GAMES (default 100) random games in series in headless Chromium with reloads, undos, corrections, the pin deck, two windows, server restarts and refused storage
soak:
	SOAK_GAMES=$(SOAK_GAMES) $(GO) test -tags browser -count=1 -timeout 180m -v -run '^TestSoak$$' ./cmd/tenpin/

# lint: gofmt check, go vet (native and js/wasm, with the browser tests) and staticcheck
lint: fmt-check vet staticcheck

# fmt-check: fail if any Go file is not gofmt-formatted
fmt-check:
	@out=$$(gofmt -l $$(git ls-files -co --exclude-standard '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt needed on:"; echo "$$out"; exit 1; fi

# vet: go vet for the native build and the js/wasm build
vet:
	$(GO) vet -tags browser ./...
	GOOS=js GOARCH=wasm $(GO) vet ./app/... ./domain/... ./cmd/tenpin/

# staticcheck: staticcheck at a pinned version, native and js/wasm
staticcheck: $(STATICCHECK)
	$(STATICCHECK) -tags browser ./...
	GOOS=js GOARCH=wasm $(STATICCHECK) ./app/... ./domain/... ./cmd/tenpin/

# check-deps: fail if the domain imports anything outside the standard library, app/browser, app/qr or app/markup anything of ours, the lane app an office screen, or an office screen or a lane's package the root
check-deps:
	@out=$$($(GO) list -deps -f '{{if not .Standard}}{{.ImportPath}}{{end}}' ./domain/ | grep -v '^tenpin/domain$$' || true); \
	if [ -n "$$out" ]; then echo "domain/ must use only the standard library, but imports:"; echo "$$out"; exit 1; fi; \
	echo "check-deps: domain/ imports only the standard library"
	@out=$$(GOOS=js GOARCH=wasm $(GO) list -deps -f '{{.ImportPath}}' ./app/browser/ | grep '^tenpin/' | grep -v '^tenpin/app/browser$$' || true); \
	if [ -n "$$out" ]; then echo "app/browser/ must know nothing of the app, but imports:"; echo "$$out"; exit 1; fi; \
	echo "check-deps: app/browser/ imports nothing of the app"
	@out=$$(GOOS=js GOARCH=wasm $(GO) list -deps -f '{{.ImportPath}}' ./app/qr/ | grep '^tenpin/' | grep -v '^tenpin/app/qr$$' || true); \
	if [ -n "$$out" ]; then echo "app/qr/ must know nothing of the app, but imports:"; echo "$$out"; exit 1; fi; \
	echo "check-deps: app/qr/ imports nothing of the app"
	@out=$$(GOOS=js GOARCH=wasm $(GO) list -deps -f '{{.ImportPath}}' ./app/markup/ | grep '^tenpin/' | grep -v '^tenpin/app/markup$$' || true); \
	if [ -n "$$out" ]; then echo "app/markup/ must know nothing of the app, but imports:"; echo "$$out"; exit 1; fi; \
	echo "check-deps: app/markup/ imports nothing of the app"
	@out=$$(GOOS=js GOARCH=wasm $(GO) list -deps -f '{{.ImportPath}}' ./cmd/tenpin/ | grep -E '^tenpin/app/(office|season|brackets|tournament)$$' || true); \
	if [ -n "$$out" ]; then echo "the lane app (cmd/tenpin) must link no office screen, but imports:"; echo "$$out"; exit 1; fi; \
	echo "check-deps: the lane app imports no office screen"
	@out=$$(GOOS=js GOARCH=wasm $(GO) list -deps -f '{{.ImportPath}}' ./app/season/ ./app/brackets/ ./app/tournament/ | grep -x 'tenpin/app' || true); \
	if [ -n "$$out" ]; then echo "the office's screens must not import the root app (it composes them), but do"; exit 1; fi; \
	echo "check-deps: the office's screens import nothing of the root"
	@out=$$(GOOS=js GOARCH=wasm $(GO) list -deps -f '{{.ImportPath}}' $(LANE_PARTS) | grep -x 'tenpin/app' || true); \
	if [ -n "$$out" ]; then echo "the lane's packages ($(LANE_PARTS)) must not import the root app (it composes them), but do"; exit 1; fi; \
	echo "check-deps: the lane's packages import nothing of the root"

# unit: go test for every package (no browser)
unit:
	$(GO) test -count=1 ./...

# browser-test: the browser tests: headless Chromium, and the lane's path also in Firefox ESR and WebKitGTK (each skips loudly when missing, fails under CI=true)
browser-test: axe
	$(GO) test -tags browser -count=1 -timeout 60m ./cmd/tenpin/

# axe: install axe-core from npm for the accessibility checks (skipped loudly without npm)
axe:
	@if [ -f "$(AXE)" ]; then exit 0; fi; \
	if ! command -v npm >/dev/null 2>&1; then \
		if [ "$$CI" = "true" ]; then echo "axe: npm is missing under CI=true"; exit 1; fi; \
		echo "*** axe-core not installed: no npm on this machine; the accessibility checks will skip ***"; exit 0; \
	fi; \
	npm install --silent --no-audit --no-fund --prefix .cache/npm axe-core@$(AXE_VERSION)

# scan-decoder: remake web/jsqr.min.js from npm's jsqr (pinned, minified by a pinned esbuild) and check its checksum
scan-decoder:
	npm install --silent --no-audit --no-fund --prefix .cache/npm jsqr@$(JSQR_VERSION) esbuild@$(ESBUILD_VERSION)
	.cache/npm/node_modules/.bin/esbuild .cache/npm/node_modules/jsqr/dist/jsQR.js --minify --target=es2017 --log-level=warning \
		'--banner:js=/*! jsQR $(JSQR_VERSION) (npm jsqr@$(JSQR_VERSION), dist/jsQR.js, minified with esbuild) | Apache-2.0, see jsqr.LICENSE.txt | https://github.com/cozmo/jsQR */' \
		--outfile=web/jsqr.min.js
	cp .cache/npm/node_modules/jsqr/LICENSE web/jsqr.LICENSE.txt
	echo '$(JSQR_SHA256)  web/jsqr.min.js' | sha256sum -c -

# vulncheck: govulncheck against the offline database in ../shared/vulndb (skipped without it)
vulncheck: $(GOVULNCHECK)
	@if [ ! -d "$(VULNDB)" ]; then \
		if [ "$$CI" = "true" ]; then echo "vulncheck: $(VULNDB) is missing under CI=true"; exit 1; fi; \
		echo "*** vulncheck SKIPPED: no offline vulnerability database at $(VULNDB) (it ships beside the project in ../shared) ***"; \
		exit 0; \
	fi; \
	$(GOVULNCHECK) -db file://$(VULNDB) ./... && \
	GOOS=js GOARCH=wasm $(GOVULNCHECK) -db file://$(VULNDB) ./app/... ./domain/... ./cmd/tenpin/

# tools: install the pinned lint and vulnerability tools into .cache/bin
tools: $(STATICCHECK) $(GOVULNCHECK)

$(STATICCHECK):
	GOBIN=$(TOOLS) $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)

$(GOVULNCHECK):
	GOBIN=$(TOOLS) $(GO) install golang.org/x/vuln/cmd/govulncheck@$(GOVULNCHECK_VERSION)

# clean: remove build outputs and installed tools
clean:
	rm -rf bin dist .cache web/app.wasm web/app.wasm.br web/app.wasm.gz
