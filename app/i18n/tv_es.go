package i18n

// spanishTV are the TV view's words in Spanish.
var spanishTV = TVMessages{
	Button:   "Mostrar en la TV",
	View:     "La partida en la TV",
	Handicap: "Hdcp",
	NoGame:   "Aún no hay ninguna partida en curso en este dispositivo. Aparece aquí en cuanto empiece una.",
	Cast:     "La partida está en la TV. Sigue anotando aquí.",
	Placed:   "La partida está en la otra pantalla. Sigue anotando aquí.",
	Opened:   "La partida se abrió en una ventana nueva: arrástrala a la TV y ponla a pantalla completa (F11, o doble clic en ella). Sigue anotando aquí.",
	Blocked:  "El navegador no abrió la ventana de la TV. Permite las ventanas emergentes de este sitio, o abre en la TV esta página con #tv al final de su dirección.",
}
