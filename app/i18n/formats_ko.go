//go:build !englishonly

package i18n

// koreanFormats are the formats' words in Korean: 노탭 and 스카치 더블 as Korean centres
// say them; a frame is "N프레임", as elsewhere in the catalogue.
var koreanFormats = FormatMessages{
	Legend:        "게임 방식",
	NoTap:         "노탭",
	NoTapOff:      "끄기: 일반 게임",
	NoTapName:     sayInt("%d핀 노탭"),
	NoTapHint:     sayInt("핀이 모두 선 랙에서 %d핀 이상 쓰러뜨리면 스트라이크예요."),
	ThreeSix:      "3-6-9: 3, 6, 9프레임은 아무도 치지 않는 스트라이크예요",
	Scotch:        "스카치 더블: 팀마다 한 줄을 치고, 선수들이 공을 한 구씩 번갈아 던져요",
	ScotchName:    "스카치 더블",
	Given:         sayInt("%d프레임: 3-6-9 방식으로 주어진 스트라이크").Say,
	BakerOrScotch: "매치는 베이커 게임과 스카치 더블 중 하나로만 칠 수 있어요. 하나의 선택을 해제하세요.",
	Include:       "다른 방식(노탭, 3-6-9)의 게임도 포함",
	IncludeHint:   "선택하지 않으면 일반 게임만 세어요. 3-6-9 방식으로 주어진 스트라이크는 던진 공이 아니라서 스트라이크 기회, 스트라이크, 첫 구로 세지 않아요.",
}
