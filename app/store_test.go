package app

// memoryStore is a store in a map, for tests.
type memoryStore map[string]string

func (m memoryStore) load(key string) (string, bool, error) {
	v, ok := m[key]
	return v, ok, nil
}

func (m memoryStore) save(key, value string) error {
	m[key] = value
	return nil
}

func (m memoryStore) remove(key string) { delete(m, key) }
