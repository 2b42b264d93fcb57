// Replaces go-app v10.1.11's pkg/app/resource.go in tenpin's client build only (cmd/wasm).
//
// resource.go's resolvers (LocalDir, RemoteBucket, ...) configure the server's Handler, and
// LocalDir embeds http.FileServer, which links net/http. The client needs one function of the
// file: clientResourceResolver, which app.go uses to turn /web/ paths into the static
// resources' URL. It is kept as go-app has it (MIT licence, Copyright (c) 2016 Maxence
// Charriere), with remoteLocation and webLocation folded in.

package app

import "strings"

func clientResourceResolver(resourcesLocation string) func(string) string {
	return func(location string) string {
		remote := strings.HasPrefix(location, "https://") || strings.HasPrefix(location, "http://")
		web := strings.HasPrefix(location, "/web/") || location == "/web" ||
			strings.HasPrefix(location, "web/") || location == "web"
		if remote || !web {
			return location
		}
		location = strings.Trim(location, "/")
		return resourcesLocation + "/" + strings.TrimPrefix(location, "web/")
	}
}
