package browser

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Between returns the values stored under keys from lo (included) to hi (excluded), in key
// order: the values of one kind, where a database keeps several under keys that start with
// their kind (a league's matches beside the leagues).
func (d *DB) Between(lo, hi string) ([][]byte, error) {
	keys, err := Call(app.Window().Get("IDBKeyRange"), "bound", lo, hi, false, true)
	if err != nil {
		return nil, err
	}
	return d.read(keys)
}
