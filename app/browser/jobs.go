package browser

import (
	"sync/atomic"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Jobs is the work of one database (history, the leagues, the tournaments), done in order by
// one goroutine, so that a value stored before a read is in what the read returns and a
// delete never overtakes the store it follows. Every database call blocks until the browser
// answers, so none runs on the UI goroutine.
type Jobs struct {
	_    noCompare
	jobs chan job
}

// job is one piece of database work, and what to do on the UI goroutine once it is done.
type job struct {
	ctx  app.Context
	work func(db *DB) error
	done func(ctx app.Context, err error)
}

// storing counts the jobs queued or under way in every database, and the joined copies being
// kept (pack.go), in the page as window.__tenpinStoring. IndexedDB aborts a transaction
// still open when its page goes, so what leaves the page on purpose (a test about to reload
// it) waits for 0 first: the screen shows a change as soon as it is made, before the browser
// has stored it. WebKit may also keep a page it left with a transaction open, and then hold
// up every transaction of the next page on that database (WebKit bug 315804).
var storing atomic.Int32

// Run queues work, and done for the UI goroutine once work is done. The database opens
// (open) on the first job; if that fails, every job fails with its error.
func (j *Jobs) Run(ctx app.Context, open func() (*DB, error), work func(db *DB) error, done func(ctx app.Context, err error)) {
	if j.jobs == nil {
		j.jobs = make(chan job, 64)
		jobs := j.jobs
		ctx.Async(func() {
			db, err := open()
			for jb := range jobs {
				jerr := err
				if jerr == nil {
					jerr = jb.work(db)
				}
				// done runs in the same task (the UI goroutine takes the dispatch before the
				// page runs anything else), so a job it queues is counted before this one
				// stops counting.
				Dispatch(jb.ctx, func(ctx app.Context) { jb.done(ctx, jerr) })
				count(-1)
			}
		})
	}
	count(1)
	j.jobs <- job{ctx: ctx, work: work, done: done}
}

// count adds d to the jobs counted and tells the page.
func count(d int32) {
	n := storing.Add(d)
	if app.IsClient {
		app.Window().Set("__tenpinStoring", n)
	}
}
