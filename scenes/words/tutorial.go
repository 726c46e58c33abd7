package words

// The tutorial's guide.
var (
	TutorialTitle    = "Tutorial"
	TutAsPatron      = "Learn to play the Patrón"
	TutAsPatronSub   = "Hide, deal your defense tokens, play a card, place a sicario and put it to work: your first turn, guided, against an Easy bot."
	TutAsFactions    = "Learn to play the Factions"
	TutAsFactionsSub = "Choose who acts, move a hunter, investigate and read the clue, against an Easy bot Patrón."
	TutStep          = "Tutorial · step %d of %d"
	TutNext          = "Next"
	TutFinish        = "Play on"
	TutSkip          = "End the tutorial"
	TutWaiting       = "Waiting for you…"
	TutTaken         = "The tutorial played for you: %s"
	TutorialSave     = "Tutorial · %s" // a tutorial game in Load game: its table's line

	TutPatronIntro = "You are the Patrón, hidden somewhere in Colombia. Four Factions hunt you. Your hideout, your hand and your objectives show only on your screen: in a game with friends, the screen goes blank before anyone else looks."
	TutHide        = "Choose your first hideout: click any lit place on the map. It stays secret during the Season, but at every End of Season you show it to everyone; then you may pay to slip away."
	TutDefenses    = "Now give your sicarios their defense tokens, face down, one sicario after another: pick in the list the value the named sicario gets. A hunter who attacks a sicario must beat its token: guard best those you will send near hunters."
	TutPlay        = "Now play a Sicario card: click one in your hand at the bottom of the map (the mouse raises it), or pick it in the list. Each card sends a sicario out."
	TutPlace       = "Place the sicario on a lit place. A sicario must stand within its range of your hideout, counted along roads: that is what the Factions will try to read."
	TutSicarioAct  = "Your sicario now acts twice, on its place or one road away: build a Lab on a Farm (it earns money at the End of Season), put a Controlled token on a City, or lift a Blockade. Click a lit place or pick in the list; Done stops early."
	TutPatronEnd   = "That is the Patrón's turn: play a card, place its sicario, put it to work. Glory, money and objectives win the game; two captures lose it. Play on against the bot; F1 explains every rule, H every key."

	TutFactionsIntro = "You run the four Factions: DEA, Policía Nacional, Cali Cartel and Los Pepes. Together you must find the Patrón's hideout and capture him twice. Each turn, one Faction acts with its two hunters."
	TutActivate      = "Choose which Faction acts this turn: click its button in the list. The one that acts is marked on its card."
	TutChooseHunter  = "This Faction's two hunters both act this turn, one after the other: choose which goes first (click it on the map, or pick it in the list). Each moves, then acts with an Action card."
	TutMove          = "Move a hunter: click a lit place next to it, one road at a time, or Stop when it stands where you want it."
	TutInvestigate   = "Investigate: place an Action card on Range, Type or Region Investigation. The Patrón must answer truthfully about his hideout."
	TutClue          = "Read the clue below: the Patrón's answer, which must be true. Press D (or the Deduction button): every place where he may still hide is lit; the others went dark."
	TutRaid          = "Now your other hunter moves and acts the same way. To raid, use an Action card on Capture Patrón: a hunter moves and searches a lit place. If he is there, he is caught. Narrow the lit places first."
	TutFactionsEnd   = "That was a Faction's turn: both its hunters moved and acted. Each Faction has one turn a Season, between the Patrón's. He wins with Glory or objectives; catch him twice first. Play on against the bot; F1 explains every rule, H every key."
)
