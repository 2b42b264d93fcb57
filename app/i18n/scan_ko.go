//go:build !englishonly

package i18n

// koreanScan are the Scan panel's words in Korean.
var koreanScan = ScanMessages{
	Scan:    "스캔",
	Heading: "코드 스캔",
	Hint:    "tenpin 코드(경기 카드나 공유한 기록지)를 카메라에 비추거나, 코드 사진을 고르거나, 링크를 붙여 넣으세요.",
	IPad:    "iPad에서는 여기서 스캔하세요. 카메라 앱에서 연 링크는 Safari로 열리고, Safari는 이 앱과 게임을 따로 보관합니다.",
	Start:   "카메라 사용",
	Stop:    "카메라 끄기",
	Close:   "닫기",

	Picture:    "코드 사진(스크린샷 또는 촬영한 사진)",
	Paste:      "또는 링크 붙여 넣기",
	Open:       "열기",
	Starting:   "카메라를 켜는 중…",
	Live:       "카메라가 켜졌습니다. 코드를 틀 안에 맞춰 주세요.",
	Reading:    "사진을 읽는 중…",
	Ended:      "카메라가 꺼졌습니다.",
	NoCode:     "이 사진에서 코드를 읽지 못했습니다.",
	NotPicture: "이 파일은 읽을 수 있는 사진이 아닙니다.",

	Denied:   "카메라가 꺼져 있습니다. 사용이 허용되지 않았습니다.",
	NoCamera: "카메라가 꺼져 있습니다. 이 기기에는 카메라가 없습니다.",
	NoAPI:    "카메라가 꺼져 있습니다. 이 브라우저는 여기서 카메라를 쓸 수 없습니다.",
	Insecure: "카메라가 꺼져 있습니다. 이 페이지는 보안(https) 연결이 아닙니다.",
	Failed:   "카메라를 켜지 못했습니다. 다른 앱이 쓰고 있을 수 있습니다.",
	Instead:  "대신 코드 사진을 고르거나 링크를 붙여 넣으세요.",
	NoReader: "지금 이 브라우저에서는 코드를 읽을 수 없습니다. 코드의 링크를 붙여 넣으세요.",

	NotOurs:   "tenpin 기록지나 경기 카드 링크가 아닙니다. 아무것도 열지 않았습니다.",
	OtherSite: sayName("다른 사이트(%s)로 가는 링크입니다. 열지 않았습니다."),
}
