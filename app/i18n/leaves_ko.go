package i18n

// koreanLeaves are the leaves' words in Korean.
var koreanLeaves = LeaveMessages{
	Heading:    "남은 핀과 핀 지도",
	Leaves:     "남은 핀, 자주 나온 순",
	LeavesDef:  "남은 핀은 핀 10개가 모두 선 상태에서 핀을 골라 입력한 투구가 스트라이크가 아닐 때 서 있는 핀이에요. 같은 프레임에서 다음 투구를 했을 때 세고, 그 투구로 모두 쓰러뜨리면(스페어) 처리한 것으로 셉니다.",
	Leave:      "남은 핀",
	Left:       "횟수",
	Converted:  "처리",
	Rate:       "처리율",
	Split:      "스플릿",
	More:       sayInt("%d개 모두 보기"),
	Fewer:      "처음 10개만 보기",
	NoLeave:    "아직 남은 핀이 없어요. 핀을 골라 입력한 첫 투구가 모두 스트라이크였거나 다음 투구가 없었어요.",
	PinMap:     "핀 지도: 각 핀이 남은 비율",
	PinMapDef:  sayInt("핀 10개가 모두 선 상태에서 핀을 골라 입력한 투구 %d번(파울 제외, 스트라이크와 10프레임 마지막 투구 포함) 중 그 핀이 서 있던 비율이에요."),
	Pin:        "핀",
	Standing:   "남은 횟수",
	Share:      "비율",
	PinName:    sayInt("%d번 핀"),
	NoneYet:    sayNameInt("여기 있는 %[1]s의 게임 %[2]d개에는 핀을 골라 입력한 투구가 없어서 남은 핀과 핀 지도를 보여 줄 수 없어요."),
	HowToEnter: "보려면 투구를 핀으로 입력하세요. 게임 화면에서 ‘핀 선택’을 누르고, 쓰러진 핀을 누른 뒤 ‘투구 입력’을 누르면 돼요. 숫자로 입력한 투구에는 핀이 남지 않아요.",
	Picture:    "이미지로 공유",
}
