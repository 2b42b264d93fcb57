//go:build !englishonly

package i18n

import (
	"fmt"
	"strings"

	"tenpin/domain"
)

// Korean is the Korean catalogue. Buttons and labels are short nouns; sentences (hints, alerts,
// announcements) are polite 해요체. Korean has one form for every count, so there is no plural.
// A particle whose form depends on the sound before it (은/는, 이/가, 을/를, 와/과, (으)로) never
// follows a name, number or mark that an argument supplies: a name takes 의, which has one form,
// or stands before a colon, so every text reads right for any name. A count of pins is "핀 N개"
// and a pin's number "N번 핀", which bowlers never mix up; a ball of a frame is "N구". The
// words of the night are in messages_ko_night.go.
var Korean = withKoreanNight(Messages{
	Lang:    "ko",
	AppName: "Tenpin",
	Tagline: "텐핀 볼링 점수판",

	LanguageName:  "한국어",
	LanguageLabel: "언어",
	LoadingLabel:  "불러오는 중 {progress}%",

	SetupHeading:    "누가 투구하나요?",
	SetupHint:       "플레이어마다 A–Z 영문자 3글자로 이름을 정하세요(예: PJS). 이 순서대로 투구해요.",
	PlayerLabel:     koInt("플레이어 %d"),
	NamePlaceholder: "ABC",
	RemovePlayer:    koInt("플레이어 %d 삭제"),
	RemoveText:      "삭제",
	AddPlayer:       "플레이어 추가",
	StartGame:       "게임 시작",
	StartBlocked:    "모든 플레이어에게 A–Z 영문자 3글자 이름이 있어야 시작할 수 있어요.",
	ResumeGame:      "게임으로 돌아가기",
	NameEmpty:       "A–Z 영문자 3글자로 이름을 입력하세요.",
	NameNotLetter: func(r rune) string {
		if r == ' ' {
			return "띄어쓰기 없이 A–Z 영문자만 쓸 수 있어요."
		}
		return fmt.Sprintf("“%c”: A–Z 영문자만 쓸 수 있어요.", r)
	},
	NameLength: koInt("이름은 A–Z 영문자 정확히 3글자예요. 지금은 %d글자예요."),

	NowBowling:   "투구 차례",
	FrameNumber:  koInt("%d프레임"),
	PadHeading:   "쓰러진 핀",
	PinsButton:   pinsButtonKorean,
	Undo:         "되돌리기",
	NewGame:      "새 게임",
	KeyboardHint: "단축키: 0–9, X 스트라이크, / 스페어, - 거터, F 파울, Backspace 되돌리기.",
	GridCaption:  "점수표",
	PlayerHeader: "볼러",
	FrameHeader:  koInt("%d프레임"),
	TotalHeader:  "합계",
	GameOver:     "게임 종료",
	Winner:       koNameInt("%s 우승, %d점."),
	Tie: func(names []string, score int) string {
		return fmt.Sprintf("%d점 동점: %s.", score, strings.Join(names, ", "))
	},
	FinalScores: "최종 점수",
	Rematch:     "재경기",

	Ball: func(name string, f int, mark string, pins int) string {
		return fmt.Sprintf("%s, %d프레임: %s.", name, f, ballWordsKorean(mark, pins))
	},
	Standing:   koInt("남은 핀 %d개."),
	NextUp:     koNameInt("다음: %s, %d프레임."),
	FrameTotal: koNameInt2("%s, %d프레임 합계: %d."),
	Undone:     koNameInt("투구를 되돌렸어요. %s, %d프레임."),

	TooManyPins:         koInt("서 있는 핀은 %d개뿐이에요."),
	StrikeNeedsFullRack: "스트라이크는 핀 10개가 모두 서 있을 때만 나와요: 이 투구로 쓰러진 핀 수를 입력하세요.",
	SpareNeedsBall:      "스페어는 이 프레임의 첫 투구 뒤에만 나와요: 쓰러진 핀 수를 입력하세요.",
	GameIsOver:          "게임이 끝났어요. 재경기나 새 게임을 시작하세요.",
	NothingToUndo:       "되돌릴 투구가 없어요.",
	RestoreFailed:       "저장된 게임을 복원하지 못했어요. 백업으로 보관해 두었으니 새 게임을 시작하세요.",
	SaveFailed:          "이 브라우저가 게임을 저장하지 않아서, 새로고침하면 게임이 사라져요.",
	UpdateReady:         "새 버전이 준비됐어요.",
	Reload:              "새로고침",

	ChangedElsewhere: "다른 창에서 이 게임이 바뀌어서 마지막 입력은 반영되지 않았어요. 이제 이 창에는 저장된 게임이 보여요.",
	// The night across windows.
	SeriesChangedElsewhere:  "다른 창에서 이 시리즈가 바뀌어서 마지막 입력은 반영되지 않았어요. 이제 이 창에는 저장된 시리즈가 보여요.",
	LeagueChangedElsewhere:  "다른 창에서 시리즈 설정이 바뀌어서 시리즈를 시작하지 않았어요. 이제 이 창에는 저장된 설정이 보여요. 확인하고 다시 시작하세요.",
	HistoryChangedElsewhere: "다른 창에서 이 게임이 바뀌어서 기록에 한 변경은 반영되지 않았어요. 이제 이 창에는 저장된 기록이 보여요.",
	StorageUnreadable:       "이 브라우저가 점수판의 저장소 사용을 막고 있어서, 저장된 게임을 보여 줄 수 없고 이 게임도 저장되지 않아요. 브라우저가 저장소를 허용하면 저절로 해결돼요.",

	EntryMode:        "핀 선택",
	KeyboardHintDeck: "단축키: 1–9, 0(10번 핀) 핀 표시, Enter 투구 입력, X 스트라이크, / 스페어, - 거터, F 파울, Backspace 되돌리기.",
	DeckLabel:        "이번 투구에 쓰러진 핀",
	PinStanding:      koInt("%d 번 핀, 서 있음"), // the unit spaced: the pin's visible number is a word of its name (WCAG 2.5.3)
	PinDown:          koInt("%d 번 핀, 쓰러짐"),
	PinAlreadyDown:   koInt("%d 번 핀, 이미 쓰러짐"),
	DeckHint:         "쓰러진 핀을 누르세요.",
	DeckCount:        deckCountKorean,
	SplitLeave:       koText("%s 스플릿"),
	RollPins:         "투구 입력",
	Strike:           "스트라이크",
	Spare:            "스페어",
	Gutter:           "거터",
	Foul:             "파울",
	PinsUnknown:      "핀 수로 입력한 투구 뒤에는 어떤 핀이 서 있는지 알 수 없어요: 이 투구도 핀 수로 입력하세요.",
	Leave:            koText("남은 핀: %s"),
	CorrectBall: func(name string, frame, ball int, mark string, pins int, split string) string {
		if split != "" {
			return fmt.Sprintf("%s %d프레임 %d구 수정: %s, %s 스플릿", name, frame, ball, ballWordsKorean(mark, pins), split)
		}
		return fmt.Sprintf("%s %d프레임 %d구 수정: %s", name, frame, ball, ballWordsKorean(mark, pins))
	},
	FixTitle: koNameInt2("%s %d프레임 %d구 수정"),
	FixEntered: func(mark string, pins int) string {
		return fmt.Sprintf("입력된 기록: %s. 실제 투구를 고르세요.", ballWordsKorean(mark, pins))
	},
	FixCounts:    "쓰러진 핀",
	FixPins:      "또는 쓰러진 핀을 표시하세요",
	FixApplyPins: "이 핀으로 수정",
	FixCancel:    "취소",
	SplitLeft:    koText("%s 스플릿."),
	Corrected: func(name string, frame, ball int, mark string, pins int) string {
		return fmt.Sprintf("수정했어요. %s, %d프레임 %d구: 이제 %s.", name, frame, ball, ballWordsKorean(mark, pins))
	},
	CorrectionUndone: koNameInt2("수정을 되돌렸어요: %s, %d프레임 %d구."),
	NotACount:        koInt("핀 수는 0부터 10까지예요(입력: %d)."),
	NotAMark:         koText("알 수 없는 표기예요: “%s”. 0–9, X, /, - 중 하나를 쓰세요."),
	NotAPin:          "핀 번호는 1부터 10까지예요.",
	PinNotStanding:   koInt("%d번 핀은 이미 쓰러졌어요."),
	PinsNotKnown:     "핀 수로 입력한 투구 뒤에는 어떤 핀이 서 있는지 알 수 없어요: 이 투구도 핀 수로 입력하세요.",
	InputRefused:     "그 입력은 받을 수 없어요.",
	FixMoves:         koNameInt2("%s의 %d프레임 %d구가 다른 프레임으로 옮겨지게 되므로 이렇게는 수정할 수 없어요."),
	FixOutOfTurn:     koNameInt2("%s의 %d프레임 %d구가 투구 순서에 어긋나게 되므로 이렇게는 수정할 수 없어요."),
	FixAfterEnd:      koNameInt2("이렇게 고치면 %s의 %d프레임 %d구가 게임이 끝난 뒤에 오게 돼요."),
	FixTooMany: func(name string, frame, ball, count, standing int) string {
		return fmt.Sprintf("%s의 %d프레임 %d구는 핀 %d개를 쓰러뜨렸는데, 이렇게 고치면 그 투구 앞에 핀이 %d개만 남아요.", name, frame, ball, count, standing)
	},
	FixPinDown: func(name string, frame, ball, pin int) string {
		return fmt.Sprintf("%s의 %d프레임 %d구는 %d번 핀을 쓰러뜨렸는데, 이렇게 고치면 그 핀이 이미 쓰러져 있어요.", name, frame, ball, pin)
	},
	FixPinsUnknown:  koNameInt2("%s의 %d프레임 %d구는 핀을 골라 입력한 투구라서, 서 있는 핀을 알 수 있어야 해요."),
	FixNoLongerFits: koNameInt2("이렇게 고치면 %s의 %d프레임 %d구가 더 이상 게임에 맞지 않아요."),
	FixNoBall:       "그 투구는 이제 게임에 없어요.",
})

// ballWordsKorean says a ball in words: "7", "스트라이크", "스페어(3)", "거터", "파울".
func ballWordsKorean(mark string, pins int) string {
	switch mark {
	case domain.MarkStrike:
		return "스트라이크"
	case domain.MarkSpare:
		return fmt.Sprintf("스페어(%d)", pins)
	case domain.MarkGutter:
		return "거터"
	case domain.MarkFoul:
		return "파울"
	}
	return fmt.Sprint(pins)
}

func deckCountKorean(pins int, mark string) string {
	text := fmt.Sprintf("쓰러진 핀 %d개", pins)
	switch mark {
	case domain.MarkStrike:
		return text + ": 스트라이크"
	case domain.MarkSpare:
		return text + ": 스페어"
	}
	return text
}

func pinsButtonKorean(pins int, mark string) string {
	text := fmt.Sprintf("핀 %d 개", pins) // the unit spaced: the button's visible count is a word of its name
	switch mark {
	case domain.MarkStrike:
		return text + ", 스트라이크"
	case domain.MarkSpare:
		return text + ", 스페어"
	case domain.MarkGutter:
		return text + ", 거터"
	}
	return text
}

// Korean messages that only fill numbers and a name into a sentence share these closures: the
// format holds the word order (an explicit index such as %[2]d where Korean says it first).
// They are the catalogues' shared constructors (catalogue.go), so that Spanish and Korean
// compile each closure once.
func koInt(format string) func(int) string { return sayInt(format) }

func koInt2(format string) func(int, int) string { return sayInts(format) }

func koText(format string) func(string) string { return sayName(format) }

func koNameInt(format string) func(string, int) string { return sayNameInt(format) }

func koNameInt2(format string) func(string, int, int) string { return sayNameInts(format) }
