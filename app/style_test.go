package app

import "testing"

func TestClasses(t *testing.T) {
	tests := []struct {
		got, want string
	}{
		{classes("frame"), "frame"},
		{classes("frame", is("current", true), is("tenth", false)), "frame current"},
		{classes("frame", is("current", false), is("tenth", true)), "frame tenth"},
		{classes("pad-button", is("strike", true), is("spare", true)), "pad-button strike spare"},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("classes(...) = %q, want %q", tt.got, tt.want)
		}
	}
}
