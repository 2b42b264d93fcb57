//go:build !englishonly

package i18n

// The translations, registered in the language switch's order. A build with the englishonly
// tag leaves them out, so that `make bench` can say what they add to the wasm.
func init() {
	register(&Spanish)
	register(&Korean)
}
