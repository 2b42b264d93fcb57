//go:build !englishonly

package i18n

import (
	"fmt"
	"strings"
)

// withKoreanNight fills in the Korean words of the night (issue 12): navigation, series and
// league settings, history, statistics and the plot, export and import, print and share. They
// live apart from the game's words only to keep each file short.
func withKoreanNight(m Messages) Messages {
	m.NavLabel = "화면"
	m.NavGame = "게임"
	m.NavSeries = "시리즈"
	m.NavHistory = "기록"
	m.NavStats = "통계"

	m.LeagueHeading = "시리즈·리그 설정"
	m.SeriesGamesLabel = "시리즈 게임 수"
	m.SeriesGamesProblem = koInt("시리즈는 1게임부터 %d게임까지예요: 이 범위의 정수를 입력하세요.")
	m.OrderLabel = "게임마다 투구 순서"
	m.OrderKeep = "순서 유지"
	m.OrderRotate = "순환: 첫 볼러가 맨 뒤로"
	m.HandicapLabel = "핸디"
	m.HandicapHint = "게임당 핸디 = (기준 점수 − 에버리지) × 비율. 핀 단위로 소수점은 버리고, 0보다 작으면 0이에요."
	m.BasisLabel = "기준 점수(핀)"
	m.BasisProblem = koInt2("기준 점수는 %d부터 %d까지의 정수(핀)예요.")
	m.PercentLabel = "비율"
	m.PercentProblem = koInt2("비율은 %d부터 %d까지의 정수예요.")
	m.AverageLabel = koText("%s의 에버리지")
	m.AverageEntered = "직접 입력한 값이에요."
	m.AverageFromHistory = koInt2("기록에서 계산: %d(%d게임). 바꾸려면 직접 입력하세요.")
	m.AverageProblem = koInt("에버리지는 0부터 %d까지의 정수(핀)예요.")
	m.AverageMissing = "에버리지를 입력하세요: 이 볼러는 아직 기록에 게임이 없어요."
	m.NameTaken = koText("%s: 이미 있는 플레이어예요. 기록은 이름으로 볼러를 구분해요.")

	m.GameOfSeries = koInt2("%[2]d게임 중 %[1]d번째")
	m.NextGame = koInt2("다음 게임 (%d/%d)")
	m.ShowSeries = "시리즈 점수표"
	m.NotKept = "브라우저가 이 게임을 기록에 보관하지 않았어요(저장소 거부 또는 용량 부족). 게임은 계속되고, 시리즈 점수표에는 남아 있어요."
	m.SeriesHeading = "시리즈 점수표"
	m.SeriesCaption = "시리즈 점수표: 볼러별 게임 점수와 시리즈 합계"
	m.NoSeries = "아직 시리즈가 없어요: 게임 화면에서 시작하세요."
	m.SeriesNotStarted = func(games int) string {
		if games == 1 {
			return "게임 진행 중이에요: 끝나면 점수가 여기에 나와요."
		}
		return fmt.Sprintf("%d게임 중 아직 끝난 게임이 없어요.", games)
	}
	m.SeriesProgress = koInt2("%[2]d게임 중 %[1]d게임을 마쳤어요.")
	m.SeriesWinner = koNameInt("시리즈 우승: %s, %d점.")
	m.SeriesTie = func(names []string, total int) string {
		return fmt.Sprintf("시리즈 %d점 동점: %s.", total, strings.Join(names, ", "))
	}
	m.BowlerHeader = "볼러"
	m.GameHeader = koInt("%d게임")
	m.ScratchHeader = "스크래치 시리즈"
	m.HandicapPerGameHeader = "게임당 핸디"
	m.HandicapSeriesHeader = "핸디 포함 시리즈"

	m.HistoryHeading = "기록"
	m.HistoryLoading = "기록을 불러오는 중…"
	m.HistoryEmpty = "아직 끝난 게임이 없어요. 끝낸 게임은 모두 이 기기에 보관돼요."
	m.HistoryCount = koInt2("%d게임, %d시리즈, 최신순.")
	m.HistoryRefused = "이 브라우저는 tenpin이 기록을 보관하지 못하게 해요(시크릿 모드이거나 이 사이트의 저장소가 꺼져 있음). 게임은 계속되고, 진행 중인 게임은 그대로 보관돼요."
	m.HistoryFull = "이 사이트의 브라우저 저장소가 가득 차서 기록을 바꾸지 못했어요. 오래된 게임을 내보내고 삭제한 뒤 다시 시도하세요. 게임은 계속돼요."
	m.HistoryFailed = "브라우저가 지금 기록을 바꾸지 못했어요. 바뀐 것은 없어요. 다시 시도하세요."
	m.HistoryUnreadable = koInt("저장된 게임 %d개를 읽지 못해서 빼고 보여 드려요.")
	m.DateTime = func(year, month, day, hour, minute int) string {
		return fmt.Sprintf("%d년 %d월 %d일 %02d:%02d", year, month, day, hour, minute)
	}
	m.SeriesTitle = func(date string, games int) string {
		if games == 1 {
			return date + " · 단일 게임"
		}
		return fmt.Sprintf("%s · %d게임 시리즈", date, games)
	}
	m.GameLine = func(game int, scores string) string { return fmt.Sprintf("%d게임: %s", game, scores) }
	m.ShowOlder = func(left int) string {
		if left == 1 {
			return "이전 시리즈 보기"
		}
		return fmt.Sprintf("이전 시리즈 보기 (%d개 더)", left)
	}
	m.OpenSeries = "시리즈 점수표"
	m.DeleteGame = "게임 삭제"
	m.DeleteSeries = "시리즈 삭제"
	m.Deleted = koInt("기록에서 %d게임을 삭제했어요.")
	m.Restore = "되살리기"
	m.Restored = koInt("%d게임을 되살렸어요.")
	m.BackToHistory = "기록으로 돌아가기"
	m.GameSheetTitle = func(game, of int, date string) string {
		if of == 1 {
			return date
		}
		return fmt.Sprintf("%d게임 중 %d번째, %s", of, game, date)
	}
	m.GameUnreadable = "브라우저 저장소에서 이 게임을 읽지 못했어요."
	m.Locked = "끝난 게임이라 잠겨 있어요. 투구를 바꾸려면 “이 게임 수정”을 누르세요."
	m.CorrectGame = "이 게임 수정"
	m.CorrectionHeading = "투구 수정"
	m.CorrectionBall = "수정할 투구"
	m.BallChoice = func(name string, frame, ball int, mark string) string {
		return fmt.Sprintf("%s, %d프레임 %d구: %s", name, frame, ball, mark)
	}
	m.CorrectTo = koInt("핀 %d개로 수정")
	m.CorrectFoul = "파울"
	m.SaveCorrection = "수정 저장"
	m.CancelCorrection = "취소"
	m.CorrectionRefused = koNameInt2("이 수정은 적용할 수 없어요: 그러면 %s의 %d프레임 %d구를 던질 수 없게 돼요. 바뀐 것은 없어요.")
	m.CorrectionImpossible = "이 수정은 이 게임에 적용할 수 없어요. 바뀐 것은 없어요."
	m.CorrectionReopened = "이 게임은 레인에서 다시 열렸어요. 레인에서 마친 뒤 여기서 수정하세요. 바뀐 것은 없어요."
	m.CorrectionSaved = "수정을 저장했어요: 기록에 수정된 게임이 보관돼요."

	m.StatsHeading = "통계"
	m.StatsBowler = "볼러"
	m.StatsScope = "대상 게임"
	m.ScopeAll = "전체 기록"
	m.ScopeSeries = "이번 시리즈"
	m.ScopeDates = "기간 지정"
	m.DateFrom = "시작일"
	m.DateTo = "종료일(포함)"
	m.DatesProblem = "시작일은 종료일보다 앞서야 해요. 비워 둘 수도 있어요."
	m.StatsCaption = koNameInt("%s, %d게임")
	m.StatsNone = "집계할 게임이 없어요."
	m.FigureHeader = "항목"
	m.ValueHeader = "값"
	m.NoFigure = "없음"
	m.Percent = koInt("%d%%")
	m.Tenths = func(t int) string { return fmt.Sprintf("%d.%d", t/10, t%10) }

	m.FigGames = "게임 수"
	m.FigGamesDef = "친 게임 수."
	m.FigPins = "총점"
	m.FigPinsDef = "최종 점수의 합."
	m.FigAverage = "에버리지"
	m.FigAverageDef = "총점 ÷ 게임 수, 소수점 버림."
	m.FigHighGame = "하이 게임"
	m.FigHighGameDef = "가장 높은 최종 점수."
	m.FigHighSeries = "하이 시리즈"
	m.FigHighSeriesDef = "지금 쓰는 시리즈 길이로 끝까지 친 시리즈 중 가장 높은 스크래치 합계(그런 시리즈가 없으면 없음)."
	m.FigStrikes = "스트라이크율"
	m.FigStrikesDef = "스트라이크 ÷ 스트라이크 기회: 핀 10개가 모두 선 상태의 투구, 게임당 최대 12번."
	m.FigSpares = "스페어 처리율"
	m.FigSparesDef = "스페어 ÷ 스페어 기회: 첫 투구 뒤 핀이 남은 프레임."
	m.FigSinglePins = "싱글 핀 처리율"
	m.FigSinglePinsDef = "스페어 ÷ 핀이 딱 1개 남은 기회(9개를 쓰러뜨린 뒤)."
	m.FigSplitsSpared = "스플릿 처리율"
	m.FigSplitsSparedDef = "처리한 스플릿 ÷ 다음 투구가 있었던 스플릿. 스플릿은 핀을 골라 입력한 투구에만 나타나요."
	m.FigFirstBall = "1구 평균"
	m.FigFirstBallDef = "핀 10개가 모두 선 상태의 투구에서 쓰러뜨린 핀 ÷ 그 투구 수(파울은 0)."
	m.FigOpen = "게임당 오픈 프레임"
	m.FigOpenDef = "스트라이크도 스페어도 아닌 프레임 ÷ 게임 수."
	m.FigFouls = "파울 수"
	m.FigFoulsDef = "파울이 된 투구 수."
	m.FigSplits = "스플릿 수"
	m.FigSplitsDef = "핀 10개가 모두 선 상태에서 스플릿을 남긴 투구 수. 스플릿은 핀을 골라 입력한 투구에만 나타나요."
	m.PlotTitle = koText("%s의 게임 점수 추이")
	m.PlotDesc = func(name string, games, high, low, average int, first, last string) string {
		return fmt.Sprintf("%s: %s부터 %s까지 %d게임, 최고 %d, 최저 %d, 에버리지 %d. 점은 게임별 점수이고, 부드러운 선은 그때까지의 에버리지예요.",
			name, first, last, games, high, low, average)
	}
	m.PlotScores = "게임 점수"
	m.PlotAverage = "누적 에버리지"
	m.PlotTable = "점수를 표로 보기"
	m.PlotTableNote = koInt2("%[2]d게임 중 최근 %[1]d게임, 최신순.")
	m.DateHeader = "날짜"
	m.ScoreHeader = "점수"
	m.AverageHeader = "누적 에버리지"

	m.TransferHeading = "기록 보관·이동"
	m.TransferHint = "JSON 파일은 다른 기기의 tenpin으로 가져올 수 있고, CSV는 스프레드시트에서 투구마다 한 줄로 열려요. 파일을 직접 옮기지 않으면 아무것도 이 기기 밖으로 나가지 않아요."
	m.ExportJSON = "기록 내보내기 (JSON)"
	m.ExportCSV = "스프레드시트용 내보내기 (CSV)"
	m.Exported = func(games int, file string) string {
		return fmt.Sprintf("%d게임을 저장했어요: %s", games, file)
	}
	m.ExportFailed = "내보낼 파일을 쓰지 못했어요. 바뀐 것은 없어요."
	m.Preparing = "파일 준비 중…"
	m.ImportLabel = "기록 파일 가져오기 (JSON)"
	m.Importing = "파일 확인 중…"
	m.ImportReport = func(added, same, kept int) string {
		s := fmt.Sprintf("새 게임 %d개를 가져왔어요. %d개는 이미 있었어요.", added, same)
		if kept > 0 {
			s += fmt.Sprintf(" %d개는 뺐어요: 다른 버전이 이미 있거나 시리즈에 맞지 않는 게임이에요.", kept)
		}
		return s
	}
	m.ImportRefused = "이 파일은 가져올 수 없어요: tenpin 기록 파일이 아니거나, 손상되었거나 불완전해요. 바뀐 것은 없어요."
	m.ImportTooBig = koInt("tenpin 기록이라기엔 파일이 너무 커요(%dMB 초과). 바뀐 것은 없어요.")
	m.CSVDate = "날짜"
	m.CSVSeries = "시리즈"
	m.CSVGame = "게임"
	m.CSVBowler = "볼러"
	m.CSVFrame = "프레임"
	m.CSVBall = "투구"
	m.CSVPins = "핀 수"
	m.CSVPinSet = "쓰러진 핀"
	m.CSVFoul = "파울"
	m.CSVSplit = "스플릿"

	m.Print = "인쇄"
	m.Share = "공유"
	m.Shared = "공유했어요."
	m.Downloaded = koText("저장했어요: %s")
	m.ShareGame = func(date, scores string) string { return fmt.Sprintf("볼링, %s: %s", date, scores) }
	m.ShareSeries = func(date, lines, result string) string {
		return fmt.Sprintf("볼링 시리즈, %s:%s\n%s", date, lines, result)
	}
	m.ShareSeriesLine = func(name, games string, total int) string {
		return fmt.Sprintf("%s %s, 시리즈 %d", name, games, total)
	}
	return m
}
