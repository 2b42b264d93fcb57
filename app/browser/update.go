package browser

import "errors"

// errKept says that Update was asked of a database that keeps order keys or a joined copy,
// which it does not keep up to date.
var errKept = errors.New("update: the database keeps order keys or a joined copy")

// Update replaces the value under key with what change makes of the value stored there
// (found false: none is; found with no bytes: one that cannot be read), in one transaction:
// the read and the write are one step that no other window, in any process, comes between,
// where local storage gives each renderer process a copy of its own that another process's
// write reaches later. change runs in the read's success event, while the transaction is
// active (each), so it must not wait for anything. When it fails, nothing is written and
// Update returns its error; when it returns no value (nil), nothing is written: a read that
// no write comes between. The value is framed by its length as Put frames it. For a database
// of one store only (no order keys, no joined copy).
func (d *DB) Update(key string, change func(stored []byte, found bool) ([]byte, error)) error {
	if d.order != "" || d.pack != "" {
		return errKept
	}
	tx, store, _, err := d.begin("readwrite")
	if err != nil {
		return err
	}
	var value []byte
	var failed error
	err = each(tx, store, []string{key}, func(_ string, stored []byte, found bool) bool {
		value, failed = change(stored, found)
		return failed == nil
	}, func(int) error {
		if value == nil {
			return nil
		}
		_, err := put(store, key, value)
		return err
	})
	if failed != nil {
		return failed
	}
	return err
}
