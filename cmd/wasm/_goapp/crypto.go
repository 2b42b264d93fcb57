// Replaces go-app v10.1.11's pkg/app/crypto.go in tenpin's client build only (cmd/wasm).
//
// crypto.go backs Context.Encrypt and Decrypt (and State.PersistWithEncryption) with AES-GCM,
// which links crypto/aes and crypto/cipher's GCM into every client (about 140 KB of wasm).
// tenpin never encrypts: nothing it keeps is secret, and a key shipped in the client would
// not keep it so. Both say so as an error, which go-app's callers already handle.

package app

import "github.com/maxence-charriere/go-app/v10/pkg/errors"

func encrypt(key string, v []byte) ([]byte, error) {
	return nil, errors.New("encryption is left out of this client build (cmd/wasm)")
}

func decrypt(key string, v []byte) ([]byte, error) {
	return nil, errors.New("encryption is left out of this client build (cmd/wasm)")
}
