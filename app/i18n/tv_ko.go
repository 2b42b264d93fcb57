package i18n

// koreanTV are the TV view's words in Korean.
var koreanTV = TVMessages{
	Button:   "TV에 표시",
	View:     "TV에 표시된 게임",
	Handicap: "핸디",
	NoGame:   "이 기기에서 진행 중인 게임이 아직 없습니다. 게임이 시작되면 바로 여기에 표시됩니다.",
	Cast:     "게임이 TV에 표시됩니다. 점수는 여기에서 계속 입력하세요.",
	Placed:   "게임이 다른 화면에 표시됩니다. 점수는 여기에서 계속 입력하세요.",
	Opened:   "게임이 새 창에서 열렸습니다. 창을 TV로 끌어다 놓고 전체 화면으로 하세요(F11 또는 더블클릭). 점수는 여기에서 계속 입력하세요.",
	Blocked:  "브라우저가 TV 창을 열지 않았습니다. 이 사이트의 팝업을 허용하거나, TV에서 이 페이지 주소 끝에 #tv를 붙여 여세요.",
}
