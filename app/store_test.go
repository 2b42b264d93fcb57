package app

// memoryStore is a store in a map, for tests.
type memoryStore map[string]string

func (m memoryStore) Load(key string) (string, bool, error) {
	v, ok := m[key]
	return v, ok, nil
}

func (m memoryStore) Save(key, value string) error {
	m[key] = value
	return nil
}

func (m memoryStore) Remove(key string) { delete(m, key) }
