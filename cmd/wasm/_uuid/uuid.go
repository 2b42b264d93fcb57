// Package uuid stands in for github.com/google/uuid in tenpin's client build only (cmd/wasm):
// go-app's pkg/app calls uuid.NewString for a device ID (Context.DeviceID) and its states'
// broadcast channel, which tenpin uses neither of; the module links crypto/md5, crypto/sha1,
// crypto/rand (and with it the FIPS module's DRBG, AES and hashes) and database/sql/driver into
// every client, about 30 KB of brotli. This NewString writes a random (version 4) UUID from
// math/rand/v2's generator, which the runtime seeds from the system's randomness.
package uuid

import "math/rand/v2"

// NewString returns a random UUID, as xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx.
func NewString() string {
	const hex = "0123456789abcdef"
	var b [16]byte
	a, c := rand.Uint64(), rand.Uint64()
	for i := range 8 {
		b[i], b[8+i] = byte(a>>(8*i)), byte(c>>(8*i))
	}
	b[6] = b[6]&0x0f | 0x40 // version 4
	b[8] = b[8]&0x3f | 0x80 // RFC 4122 variant
	out := make([]byte, 0, 36)
	for i, x := range b {
		if i == 4 || i == 6 || i == 8 || i == 10 {
			out = append(out, '-')
		}
		out = append(out, hex[x>>4], hex[x&15])
	}
	return string(out)
}
