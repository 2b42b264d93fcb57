//go:build !englishonly

package i18n

import "fmt"

// Korean is the Korean catalogue. Buttons and labels are short nouns; sentences (hints, alerts,
// announcements) are polite 해요체. Korean has one form for every count, so there is no plural.
// A particle whose form depends on the sound before it (은/는, 이/가, 을/를, 와/과, (으)로) never
// follows a name, number or mark that an argument supplies: a name takes 의, which has one form,
// or stands before a colon, so every text reads right for any name. A count of pins is "핀 N개"
// and a pin's number "N번 핀", which bowlers never mix up; a ball of a frame is "N구".
var Korean = Messages{
	Lang:    "ko",
	AppName: "Tenpin",
	Tagline: "텐핀 볼링 점수판",

	OfficeName:     "Tenpin 사무실",
	OfficeTagline:  "리그, 브래킷, 토너먼트",
	OfficeNavLabel: "사무실에서",

	LanguageName:  "한국어",
	LanguageLabel: "언어",
	LoadingLabel:  "불러오는 중 {progress}%",

	SetupHeading:         "누가 투구하나요?",
	SetupHint:            "플레이어마다 A–Z 영문자 3글자로 이름을 정하세요(예: PJS). 이 순서대로 투구해요.",
	PlayerLabel:          sayInt("플레이어 %d"),
	NamePlaceholder:      "ABC",
	RemovePlayer:         sayInt("플레이어 %d 삭제"),
	RemoveText:           "삭제",
	AddPlayer:            "플레이어 추가",
	StartGame:            "게임 시작",
	StartBlocked:         "모든 플레이어에게 A–Z 영문자 3글자 이름이 있어야 시작할 수 있어요.",
	StartBlockedSettings: "시리즈 설정과 모든 에버리지가 채워져야 시작할 수 있어요. 빠진 것은 입력란 옆에 표시돼요.",
	StartBlockedTeams:    "두 팀의 이름이 서로 다르고 모든 선수에게 A–Z 영문자 3글자 이름이 있어야 시작할 수 있어요. 빠진 것은 입력란 옆에 표시돼요.",
	ResumeGame:           "게임으로 돌아가기",
	NameEmpty:            "A–Z 영문자 3글자로 이름을 입력하세요.",
	NameNotLetter: func(r rune) string {
		if r == ' ' {
			return "띄어쓰기 없이 A–Z 영문자만 쓸 수 있어요."
		}
		return fmt.Sprintf("“%c”: A–Z 영문자만 쓸 수 있어요.", r)
	},
	NameLength: sayInt("이름은 A–Z 영문자 정확히 3글자예요. 지금은 %d글자예요."),

	NowBowling:   "투구 차례",
	FrameNumber:  sayInt("%d프레임"),
	PadHeading:   "쓰러진 핀",
	PinsButton:   pinsButton(sayInt("핀 %d 개").Say, &koreanMarks),
	Undo:         "되돌리기",
	NewGame:      "새 게임",
	KeyboardHint: "단축키: 0–9, X 스트라이크, / 스페어, - 거터, F 파울, Backspace 되돌리기.",
	GridCaption:  "점수표",
	PlayerHeader: "볼러",
	FrameHeader:  sayInt("%d프레임"),
	TotalHeader:  "합계",
	GameOver:     "게임 종료",
	Winner:       sayNameInt("%s 우승, %d점."),
	Tie:          sayList("%d점 동점: %s.", ", "), // Korean lists every name with a comma
	FinalScores:  "최종 점수",
	Rematch:      "재경기",

	Ball: func(name string, f int, mark string, pins int) string {
		return fmt.Sprintf("%s, %d프레임: %s.", name, f, koreanMarks.ballWords(mark, pins))
	},
	Standing:   sayInt("남은 핀 %d개.").Say,
	NextUp:     sayNameInt("다음: %s, %d프레임."),
	FrameTotal: sayNameInts("%s, %d프레임 합계: %d."),
	Undone:     sayNameInt("투구를 되돌렸어요. %s, %d프레임."),

	TooManyPins:         sayInt("서 있는 핀은 %d개뿐이에요.").Say,
	StrikeNeedsFullRack: "스트라이크는 핀 10개가 모두 서 있을 때만 나와요: 이 투구로 쓰러진 핀 수를 입력하세요.",
	SpareNeedsBall:      "스페어는 이 프레임의 첫 투구 뒤에만 나와요: 쓰러진 핀 수를 입력하세요.",
	GameIsOver:          "게임이 끝났어요. 재경기나 새 게임을 시작하세요.",
	NothingToUndo:       "되돌릴 투구가 없어요.",
	RestoreFailed:       "저장된 게임을 복원하지 못했어요. 이 기기에 백업으로 보관해 두었어요. 잃어버리지 않도록 파일로 내려받은 뒤 새 게임을 시작하세요.",
	DownloadBackup:      "저장된 게임 내려받기",
	BackupGone:          "저장된 게임이 더 이상 이 기기에 없어요. 다른 창에서 바꿨을 수 있어요.",
	UndoDropped:         "모든 투구와 함께 게임을 되살렸지만, 새로 고침 전에 한 수정은 기록이 손상되어 더 이상 되돌릴 수 없어요.",
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
	PinStanding:      sayInt("%d 번 핀, 서 있음"), // the unit spaced: the pin's visible number is a word of its name (WCAG 2.5.3)
	PinDown:          sayInt("%d 번 핀, 쓰러짐"),
	PinAlreadyDown:   sayInt("%d 번 핀, 이미 쓰러짐"),
	DeckHint:         "쓰러진 핀을 누르세요.",
	DeckCount:        deckCount(sayInt("쓰러진 핀 %d개").Say, &koreanMarks),
	SplitLeave:       sayName("%s 스플릿"),
	RollPins:         "투구 입력",
	Strike:           "스트라이크",
	Spare:            "스페어",
	Gutter:           "거터",
	Foul:             "파울",
	PinsUnknown:      "핀 수로 입력한 투구 뒤에는 어떤 핀이 서 있는지 알 수 없어요: 이 투구도 핀 수로 입력하세요.",
	Leave:            sayName("남은 핀: %s"),
	CorrectBall: func(name string, frame, ball int, mark string, pins int, split string) string {
		if split != "" {
			return fmt.Sprintf("%s %d프레임 %d구 수정: %s, %s 스플릿", name, frame, ball, koreanMarks.ballWords(mark, pins), split)
		}
		return fmt.Sprintf("%s %d프레임 %d구 수정: %s", name, frame, ball, koreanMarks.ballWords(mark, pins))
	},
	FixTitle: sayNameInts("%s %d프레임 %d구 수정"),
	FixEntered: func(mark string, pins int) string {
		return fmt.Sprintf("입력된 기록: %s. 실제 투구를 고르세요.", koreanMarks.ballWords(mark, pins))
	},
	FixCounts:    "쓰러진 핀",
	FixPins:      "또는 쓰러진 핀을 표시하세요",
	FixApplyPins: "이 핀으로 수정",
	FixCancel:    "취소",
	SplitLeft:    sayName("%s 스플릿."),
	Corrected: func(name string, frame, ball int, mark string, pins int) string {
		return fmt.Sprintf("수정했어요. %s, %d프레임 %d구: 이제 %s.", name, frame, ball, koreanMarks.ballWords(mark, pins))
	},
	CorrectionUndone: sayNameInts("수정을 되돌렸어요: %s, %d프레임 %d구."),
	NotACount:        sayInt("핀 수는 0부터 10까지예요(입력: %d)."),
	NotAMark:         sayName("알 수 없는 표기예요: “%s”. 0–9, X, /, - 중 하나를 쓰세요."),
	NotAPin:          "핀 번호는 1부터 10까지예요.",
	PinNotStanding:   sayInt("%d번 핀은 이미 쓰러졌어요."),
	InputRefused:     "그 입력은 받을 수 없어요.",
	FixMoves:         sayNameInts("%s의 %d프레임 %d구가 다른 프레임으로 옮겨지게 되므로 이렇게는 수정할 수 없어요."),
	FixOutOfTurn:     sayNameInts("%s의 %d프레임 %d구가 투구 순서에 어긋나게 되므로 이렇게는 수정할 수 없어요."),
	FixAfterEnd:      sayNameInts("이렇게 고치면 %s의 %d프레임 %d구가 게임이 끝난 뒤에 오게 돼요."),
	FixTooMany:       sayNameInts4("%s의 %d프레임 %d구는 핀 %d개를 쓰러뜨렸는데, 이렇게 고치면 그 투구 앞에 핀이 %d개만 남아요."),
	FixPinDown:       sayNameInts3("%s의 %d프레임 %d구는 %d번 핀을 쓰러뜨렸는데, 이렇게 고치면 그 핀이 이미 쓰러져 있어요."),
	FixPinsUnknown:   sayNameInts("%s의 %d프레임 %d구는 핀을 골라 입력한 투구라서, 서 있는 핀을 알 수 있어야 해요."),
	FixNoLongerFits:  sayNameInts("이렇게 고치면 %s의 %d프레임 %d구가 더 이상 게임에 맞지 않아요."),
	FixNoBall:        "그 투구는 이제 게임에 없어요.",

	// The night: navigation, series and league settings, history, statistics and the plot,
	// export and import, print and share.
	NavLabel:   "화면",
	NavGame:    "게임",
	NavSeries:  "시리즈",
	NavHistory: "기록",
	NavStats:   "통계",

	LeagueHeading:      "시리즈·리그 설정",
	SeriesGamesLabel:   "시리즈 게임 수",
	SeriesGamesProblem: sayInt("시리즈는 1게임부터 %d게임까지예요: 이 범위의 정수를 입력하세요."),
	OrderLabel:         "게임마다 투구 순서",
	OrderKeep:          "순서 유지",
	OrderRotate:        "순환: 첫 볼러가 맨 뒤로",
	HandicapLabel:      "핸디",
	HandicapHint:       "게임당 핸디 = (기준 점수 − 에버리지) × 비율. 핀 단위로 소수점은 버리고, 0보다 작으면 0이에요.",
	BasisLabel:         "기준 점수(핀)",
	BasisProblem:       sayInts("기준 점수는 %d부터 %d까지의 정수(핀)예요."),
	PercentLabel:       "비율",
	PercentProblem:     sayInts("비율은 %d부터 %d까지의 정수예요."),
	AverageLabel:       sayName("%s의 에버리지"),
	AverageEntered:     "직접 입력한 값이에요.",
	AverageFromHistory: sayInts("기록에서 계산: %d(%d게임). 바꾸려면 직접 입력하세요.").Say,
	AverageProblem:     sayInt("에버리지는 0부터 %d까지의 정수(핀)예요."),
	AverageMissing:     "에버리지를 입력하세요: 이 볼러는 아직 기록에 게임이 없어요.",
	AverageLookingUp:   "기록에서 이 볼러의 에버리지를 찾고 있어요…",
	AverageHint:        "이름을 입력하면 기록에서 가져와요. 직접 입력해도 돼요.",
	NameTaken:          sayName("%s: 이미 있는 플레이어예요. 기록은 이름으로 볼러를 구분해요."),

	GameOfSeries:  sayInts("%[2]d게임 중 %[1]d번째"),
	NextGame:      sayInts("다음 게임 (%d/%d)"),
	ShowSeries:    "시리즈 점수표",
	NotKept:       "브라우저가 이 게임을 기록에 보관하지 않았어요(저장소 거부 또는 용량 부족). 게임은 계속되고, 시리즈 점수표에는 남아 있어요.",
	SeriesHeading: "시리즈 점수표",
	SeriesCaption: "시리즈 점수표: 볼러별 게임 점수와 시리즈 합계",
	NoSeries:      "아직 시리즈가 없어요: 게임 화면에서 시작하세요.",
	SeriesNotStarted: func(games int) string {
		if games == 1 {
			return "게임 진행 중이에요: 끝나면 점수가 여기에 나와요."
		}
		return fmt.Sprintf("%d게임 중 아직 끝난 게임이 없어요.", games)
	},
	SeriesProgress:        sayInts("%[2]d게임 중 %[1]d게임을 마쳤어요."),
	SeriesWinner:          sayNameInt("시리즈 우승: %s, %d점."),
	SeriesTie:             sayList("시리즈 %d점 동점: %s.", ", "),
	BowlerHeader:          "볼러",
	GameHeader:            sayInt("%d게임"),
	ScratchHeader:         "스크래치 시리즈",
	HandicapPerGameHeader: "게임당 핸디",
	HandicapSeriesHeader:  "핸디 포함 시리즈",

	HistoryHeading:    "기록",
	HistoryLoading:    "기록을 불러오는 중…",
	HistoryEmpty:      "아직 끝난 게임이 없어요. 끝낸 게임은 모두 이 기기에 보관돼요.",
	HistoryCount:      sayInts("%d게임, %d시리즈, 최신순.").Say,
	HistoryRefused:    "이 브라우저는 tenpin이 기록을 보관하지 못하게 해요(시크릿 모드이거나 이 사이트의 저장소가 꺼져 있음). 게임은 계속되고, 진행 중인 게임은 그대로 보관돼요.",
	HistoryFull:       "이 사이트의 브라우저 저장소가 가득 차서 기록을 바꾸지 못했어요. 오래된 게임을 내보내고 삭제한 뒤 다시 시도하세요. 게임은 계속돼요.",
	HistoryFailed:     "브라우저가 지금 기록을 바꾸지 못했어요. 바뀐 것은 없어요. 다시 시도하세요.",
	HistoryUnreadable: sayInt("저장된 게임 %d개를 읽지 못해서 빼고 보여 드려요.").Say,
	DateTime:          say5Ints("%d년 %d월 %d일 %02d:%02d").Say,
	SeriesTitle: func(date string, games int) string {
		if games == 1 {
			return date + " · 단일 게임"
		}
		return fmt.Sprintf("%s · %d게임 시리즈", date, games)
	},
	GameLine: sayIntName("%d게임: %s"),
	ShowOlder: func(left int) string {
		if left == 1 {
			return "이전 시리즈 보기"
		}
		return fmt.Sprintf("이전 시리즈 보기 (%d개 더)", left)
	},
	OpenSeries:    "시리즈 점수표",
	DeleteGame:    "게임 삭제",
	DeleteSeries:  "시리즈 삭제",
	Deleted:       sayInt("기록에서 %d게임을 삭제했어요.").Say,
	Restore:       "되살리기",
	Restored:      sayInt("%d게임을 되살렸어요.").Say,
	BackToHistory: "기록으로 돌아가기",
	GameSheetTitle: func(game, of int, date string) string {
		if of == 1 {
			return date
		}
		return fmt.Sprintf("%d게임 중 %d번째, %s", of, game, date)
	},
	GameUnreadable:       "브라우저 저장소에서 이 게임을 읽지 못했어요.",
	Locked:               "끝난 게임이라 잠겨 있어요. 투구를 바꾸려면 “이 게임 수정”을 누르세요.",
	CorrectGame:          "이 게임 수정",
	CorrectionHeading:    "투구 수정",
	CorrectionBall:       "수정할 투구",
	BallChoice:           sayNameIntsName("%s, %d프레임 %d구: %s"),
	CorrectTo:            sayInt("핀 %d개로 수정").Say,
	CorrectFoul:          "파울",
	SaveCorrection:       "수정 저장",
	CancelCorrection:     "취소",
	CorrectionRefused:    sayNameInts("이 수정은 적용할 수 없어요: 그러면 %s의 %d프레임 %d구를 던질 수 없게 돼요. 바뀐 것은 없어요."),
	CorrectionImpossible: "이 수정은 이 게임에 적용할 수 없어요. 바뀐 것은 없어요.",
	CorrectionReopened:   "이 게임은 레인에서 다시 열렸어요. 레인에서 마친 뒤 여기서 수정하세요. 바뀐 것은 없어요.",
	CorrectionSaved:      "수정을 저장했어요: 기록에 수정된 게임이 보관돼요.",

	StatsHeading: "통계",
	StatsBowler:  "볼러",
	StatsScope:   "대상 게임",
	ScopeAll:     "전체 기록",
	ScopeSeries:  "이번 시리즈",
	ScopeDates:   "기간 지정",
	DateFrom:     "시작일",
	DateTo:       "종료일(포함)",
	DatesProblem: "시작일은 종료일보다 앞서야 해요. 비워 둘 수도 있어요.",
	StatsCaption: sayNameInt("%s, %d게임").Say,
	StatsNone:    "집계할 게임이 없어요.",
	FigureHeader: "항목",
	ValueHeader:  "값",
	NoFigure:     "없음",
	Percent:      sayInt("%d%%"),
	Tenths:       func(t int) string { return fmt.Sprintf("%d.%d", t/10, t%10) },

	FigGames:           "게임 수",
	FigGamesDef:        "친 게임 수.",
	FigPins:            "총점",
	FigPinsDef:         "최종 점수의 합.",
	FigAverage:         "에버리지",
	FigAverageDef:      "총점 ÷ 게임 수, 소수점 버림.",
	FigHighGame:        "하이 게임",
	FigHighGameDef:     "가장 높은 최종 점수.",
	FigHighSeries:      "하이 시리즈",
	FigHighSeriesDef:   "지금 쓰는 시리즈 길이로 끝까지 친 시리즈 중 가장 높은 스크래치 합계(그런 시리즈가 없으면 없음).",
	FigStrikes:         "스트라이크율",
	FigStrikesDef:      "스트라이크 ÷ 스트라이크 기회: 핀 10개가 모두 선 상태의 투구, 게임당 최대 12번.",
	FigSpares:          "스페어 처리율",
	FigSparesDef:       "스페어 ÷ 스페어 기회: 첫 투구 뒤 핀이 남은 프레임.",
	FigSinglePins:      "싱글 핀 처리율",
	FigSinglePinsDef:   "스페어 ÷ 핀이 딱 1개 남은 기회(9개를 쓰러뜨린 뒤).",
	FigSplitsSpared:    "스플릿 처리율",
	FigSplitsSparedDef: "처리한 스플릿 ÷ 다음 투구가 있었던 스플릿. 스플릿은 핀을 골라 입력한 투구에만 나타나요.",
	FigFirstBall:       "1구 평균",
	FigFirstBallDef:    "핀 10개가 모두 선 상태의 투구에서 쓰러뜨린 핀 ÷ 그 투구 수(파울은 0).",
	FigOpen:            "게임당 오픈 프레임",
	FigOpenDef:         "스트라이크도 스페어도 아닌 프레임 ÷ 게임 수.",
	FigFouls:           "파울 수",
	FigFoulsDef:        "파울이 된 투구 수.",
	FigSplits:          "스플릿 수",
	FigSplitsDef:       "핀 10개가 모두 선 상태에서 스플릿을 남긴 투구 수. 스플릿은 핀을 골라 입력한 투구에만 나타나요.",
	PlotTitle:          sayName("%s의 게임 점수 추이"),
	PlotDesc: func(name string, games, high, low, average int, first, last string) string {
		return fmt.Sprintf("%s: %s부터 %s까지 %d게임, 최고 %d, 최저 %d, 에버리지 %d. 점은 게임별 점수이고, 부드러운 선은 그때까지의 에버리지예요.",
			name, first, last, games, high, low, average)
	},
	PlotScores:    "게임 점수",
	PlotAverage:   "누적 에버리지",
	PlotTable:     "점수를 표로 보기",
	PlotTableNote: sayInts("%[2]d게임 중 최근 %[1]d게임, 최신순."),
	DateHeader:    "날짜",
	ScoreHeader:   "점수",
	AverageHeader: "누적 에버리지",

	TransferHeading: "기록 보관·이동",
	TransferHint:    "JSON 파일은 다른 기기의 tenpin으로 가져올 수 있고, CSV는 스프레드시트에서 투구마다 한 줄로 열려요. 파일을 직접 옮기지 않으면 아무것도 이 기기 밖으로 나가지 않아요.",
	ExportJSON:      "기록 내보내기 (JSON)",
	ExportCSV:       "스프레드시트용 내보내기 (CSV)",
	Exported:        sayIntName("%d게임을 저장했어요: %s").Say,
	ExportFailed:    "내보낼 파일을 쓰지 못했어요. 바뀐 것은 없어요.",
	Preparing:       "파일 준비 중…",
	ImportLabel:     "기록 파일 가져오기 (JSON)",
	Importing:       "파일 확인 중…",
	ImportProgress:  sayInt("파일 읽는 중: %d%%…"),
	CancelImport:    "가져오기 취소",
	ImportCancelled: "가져오기를 취소했어요. 기록은 그대로예요.",
	ImportReport: func(added, same, kept int) string {
		s := fmt.Sprintf("새 게임 %d개를 가져왔어요. %d개는 이미 있었어요.", added, same)
		if kept > 0 {
			s += fmt.Sprintf(" %d개는 뺐어요: 다른 버전이 이미 있거나 시리즈에 맞지 않는 게임이에요.", kept)
		}
		return s
	},
	ImportRefused: "이 파일은 가져올 수 없어요: tenpin 기록 파일이 아니거나, 손상되었거나 불완전해요. 바뀐 것은 없어요.",
	ImportTooBig:  sayInt("tenpin 기록이라기엔 파일이 너무 커요(%dMB 초과). 바뀐 것은 없어요."),
	CSVDate:       "날짜",
	CSVSeries:     "시리즈",
	CSVGame:       "게임",
	CSVBowler:     "볼러",
	CSVFrame:      "프레임",
	CSVBall:       "투구",
	CSVPins:       "핀 수",
	CSVPinSet:     "쓰러진 핀",
	CSVFoul:       "파울",
	CSVSplit:      "스플릿",
	CSVTeam:       "팀",
	CSVMatch:      "매치",

	Print:  "인쇄",
	Share:  "공유",
	Shared: "공유했어요.",

	ShareHeading:       "이 점수표 공유",
	ShareHint:          "휴대폰 카메라로 코드를 찍거나 링크를 보내세요. 게임은 링크 안에 담겨 있어 어떤 서버도 보지 않아요.",
	ShareLinkLabel:     "점수표 링크",
	QRLabel:            "점수표 링크의 QR 코드",
	CodePerGame:        "긴 점수표라서 게임마다 코드가 하나씩 있어요. 각각 찍어서 게임마다 보관하면 시리즈가 모두 모여요.",
	CodeTooLong:        "이 점수표는 QR 코드에 담기에 너무 길어요. 대신 링크를 보내거나 복사하세요.",
	CopyLink:           "링크 복사",
	LinkCopied:         "링크를 복사했어요.",
	CopyRefused:        "브라우저가 복사를 허용하지 않았어요. 링크를 선택해 두었으니 키보드나 메뉴로 복사하세요.",
	SendLink:           "링크 보내기",
	SharePicture:       "이미지로 공유",
	PictureFailed:      "브라우저가 이미지를 그리지 못했어요. 링크로 공유하세요.",
	SharedSheetHeading: "공유된 점수표",
	SharedSheetHint:    "읽기 전용이에요. 보관하기 전에는 이 기기에 아무것도 저장되지 않아요.",
	KeepShared:         "내 기록에 보관",
	LinkDamaged:        "이 링크는 열 수 없어요. 손상되었거나 불완전해요(복사할 때 잘렸을 수 있어요). 아무것도 저장하지 않았어요.",
	LinkNewer:          "이 링크는 더 새로운 버전의 tenpin으로 만들었어요. 앱을 새로고침해 업데이트한 뒤 링크를 다시 여세요. 아무것도 저장하지 않았어요.",

	CardShown: sayNameInts3("%s 리그 경기 카드: %d주차, 레인 %d-%d."),
	CardBusy:  "진행 중인 게임은 저장되어 있어요. 게임으로 돌아가기로 돌아가거나, 게임 시작으로 카드의 경기를 시작하세요.",

	NavStandings:       "순위",
	StandingsHeading:   "순위",
	StandingsHint:      "기록에 있는 모든 리그 경기(이 기기의 경기와 다른 레인 태블릿에서 가져온 경기)를 한 번씩만 셉니다. 얻은 승점, 그다음 스크래치 핀 순이에요.",
	StandingsEmpty:     "기록에 아직 리그 경기가 없어요. 끝난 경기와 다른 레인 태블릿의 기록 파일에서 가져온 경기가 여기에 나와요.",
	StandingsCaption:   "승점 순 팀 순위",
	TeamHeader:         "팀",
	MatchesHeader:      "경기",
	WonHeader:          "얻은 승점",
	LostHeader:         "잃은 승점",
	ScratchPinsHeader:  "스크래치 핀",
	HandicapPinsHeader: "핸디캡 핀",
	HighGameHeader:     "팀 최고 게임",
	HighSeriesHeader:   "팀 최고 시리즈",
	AverageGameHeader:  "팀 평균 게임",
	Half:               "½",

	TeamsLabel:            "두 팀으로 경기 (리그 매치)",
	BakerLabel:            "베이커 게임: 팀마다 한 줄을 치고, 선수들이 프레임을 번갈아 쳐요",
	TeamLegend:            sayInt("팀 %d"),
	TeamNameLabel:         "팀 이름",
	PlaceLabel:            sayInt("%d번 선수"),
	PlaceAverageLabel:     sayInt("%d번 선수 에버리지"),
	AbsentLabel:           "결석",
	VacancyText:           sayInt("%d번 자리: 공석"),
	AddVacancy:            "공석 추가",
	MoveUp:                sayInt("%d번 자리 위로"),
	MoveDown:              sayInt("%d번 자리 아래로"),
	RemovePlace:           sayInt("%d번 자리 삭제"),
	TeamNameProblem:       sayInt("팀 이름은 글자, 숫자, 띄어쓰기, - ' . & 로 1~%d자예요."),
	TeamNamesSame:         "두 팀의 이름이 달라야 해요.",
	TeamNobodyBowls:       "팀에서 적어도 한 명은 쳐야 해요. 모든 자리가 결석이나 공석일 수는 없어요.",
	TeamAverageMissing:    "에버리지를 입력하세요. 결석한 선수와 핸디에 필요해요.",
	PointsGameLabel:       "게임 승리 점수",
	PointsSeriesLabel:     "시리즈 점수",
	PointsIndividualLabel: "게임당 개인 점수",
	PointsProblem:         sayInt("점수는 0부터 %d까지의 정수예요."),
	DeductionLabel:        "결석한 선수: 에버리지에서 빼는 핀",
	VacancyScoreLabel:     "공석의 게임당 점수",
	PinsProblem:           sayInt("핀 수는 0부터 %d까지의 정수예요."),
	MatchCaption:          "매치: 핸디 포함 팀 게임, 시리즈, 점수",
	SeriesColumn:          "시리즈",
	PointsColumn:          "점수",
	PointsOpen:            sayName("남은 점수 %s"),
	AbsentMark:            "a",
	AbsentLegend:          "a: 결석, 에버리지에서 공제를 뺀 점수",
	VacancyRow:            "공석",
	ForTeam:               sayName("%s 팀"),
	GamePointsTo:          sayNameInt("%s 팀, %d게임 점수 획득."),
	GamePointsSplit:       sayInt("%d게임 동점: 점수를 나눠요."),
	MatchWinner:           sayName("%s 팀 매치 승리."),
	MatchTied:             "매치는 점수 동점이에요.",
	MatchHeading:          "매치",
	Formats:               koreanFormats,
	Leaves:                koreanLeaves,
	TV:                    koreanTV,
	Downloaded:            sayName("저장했어요: %s"),
	ShareGame:             sayNames("볼링, %s: %s"),
	ShareSeries:           say3Names("볼링 시리즈, %s:%s\n%s"),
	ShareSeriesLine:       sayNamesInt("%s %s, 시리즈 %d"),

	StorageKept:    "이 브라우저는 기록을 지우기 전까지 이 기기에 보관해요.",
	StorageNotKept: "이 브라우저는 기록 보관을 약속하지 않았어요. 한동안 방문하지 않거나 공간이 부족하면 지울 수 있어요. 가끔 내보내서 사본을 보관하세요.",
	ExportNow:      "지금 기록 내보내기",
	ExportOld:      sayName("마지막으로 기록을 내보낸 때: %s. 한 달이 넘었어요. 이 기기 밖에 사본을 두려면 내보내세요."),
	ExportNever:    sayInt("기록에 게임이 %d개 있고 이 기기에서 한 번도 내보내지 않았어요. 사본을 두려면 내보내세요."),

	PrintRefused: "이 브라우저에서는 여기서 인쇄할 수 없어요. 브라우저 메뉴로 인쇄하거나 점수표를 공유하세요.",
	Brackets:     koreanBrackets,
	Tournament:   koreanTournament,
	Season:       koreanSeason,
	Scan:         koreanScan,
}

// koreanMarks are the Korean words for the marks (the unit of a button's count spaced: its visible count is a word of its name).
var koreanMarks = markWords{
	strike: "스트라이크", spare: "스페어", gutter: "거터",
	aStrike: "스트라이크", aSpare: "스페어(%d)", aGutter: "거터", aFoul: "파울",
}
