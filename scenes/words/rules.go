package words

// RuleSection is one page of the in-game rules reference.
type RuleSection struct {
	Title string
	Body  string
}

// Rules is the rules reference shown from the menu. It is written for this
// edition (it follows ../shared/spec/RULINGS.md and docs/RULES-DECISIONS.md
// where they settle a question), in plain paragraphs separated by blank
// lines.
var Rules = []RuleSection{
	{
		Title: "Two sides, one hunt",
		Body: "One player is the Patrón, a drug lord hiding somewhere in Colombia. Everybody else shares " +
			"the four hunting Factions (DEA, Policía Nacional, Cali Cartel and Los Pepes) and plays as one team.\n\n" +
			"The Patrón wins the instant his Glory reaches 20, or the instant he completes his third " +
			"objective.\n\n" +
			"The Factions win the instant they catch him for the second time. The first time they find " +
			"him he slips away and hides somewhere new.\n\n" +
			"There is no fixed number of seasons: play goes on, season after season, until one side " +
			"wins. Nothing else is resolved once a winning condition is met.",
	},
	{
		Title: "Setting up",
		Body: "The Patrón starts with $10, 0 Glory and his income marker at 0. Regular Sicario cards are " +
			"turned over until five different figures show: they take the purple, blue, green, orange and " +
			"red places on his dashboard, in that order. León and La Quica are always in. His deck holds " +
			"17 cards: the twelve that show these seven figures and the five silhouettes. He draws 5.\n\n" +
			"He looks at three objectives and sets one face down for each of seasons 1, 2 and 3.\n\n" +
			"The 18 Action cards (six each of 1, 2 and 3) are shuffled and three are turned up. Los Pepes " +
			"start with $2.\n\n" +
			"Hunters are set out in the order DEA, Policía, Cali, Los Pepes, one per place, each beside " +
			"an airport City but not on it. Last, the Patrón secretly picks his first hideout: any place " +
			"at all.\n\n" +
			"With 2 players one person runs all four Factions; with 3, two each; with 4, one runs two and " +
			"the others one each; with 5, one each.",
	},
	{
		Title: "How a season runs",
		Body: "At the start of seasons 1, 2 and 3 the Patrón turns up that season's objective and carries " +
			"out what it asks for at once. Then he hands out his seven defense tokens face down, one to " +
			"each sicario on his dashboard.\n\n" +
			"Next come eight turns that alternate: the Patrón, then a Faction, then the Patrón again, " +
			"until every Faction has had its one turn of the season. The Factions agree among themselves " +
			"which of them goes next, unless a card lets the Patrón decide.\n\n" +
			"When the fourth Faction is done, the End of Season steps follow (see that page), and a new " +
			"season begins.",
	},
	{
		Title: "The Patrón's turn",
		Body: "First he may pay $1 to move one sicario already on the map up to 3 places. Sicarios walk " +
			"roads only: never into a place with a hunter or a blockaded City, never by air, and they " +
			"may walk past other sicarios but not stop on one.\n\n" +
			"Then he must play a card. A card showing a figure puts that figure on the map; a silhouette " +
			"card puts any regular sicario there; any card may instead be thrown away to send León or La " +
			"Quica. A figure that is on the map, or was captured this season, cannot come back until next " +
			"season. If nothing can be placed, he simply throws one card away.\n\n" +
			"Range: a sicario must land no farther from the hideout (counted along roads, ignoring " +
			"everything on the map) than its range: purple 2, blue 3, green 4, orange 5, red 6, León 3, " +
			"La Quica 4. It may not land on any figure or on a blockaded City.\n\n" +
			"A card's optional costs are paid as it is played. Then he refills his hand to 5.",
	},
	{
		Title: "Sicario actions and Coca",
		Body: "A regular sicario gets two actions as it lands, on its own place or places one road away. " +
			"Each action is one of: build a Lab on a Farm (it comes with a Coca cube), put a Controlled " +
			"token on a City, or lift a Blockade from a City. Both actions may hit the same place.\n\n" +
			"A place holds at most one Lab, Controlled token or Blockade. The box has 12 Labs, 15 Coca " +
			"cubes and 16 tokens that are Blockade on one side and Controlled on the other. When a pool " +
			"runs dry, that side may pick up one of its own tokens from the map and reuse it.\n\n" +
			"A moving sicario with empty hands must grab a Coca cube from any Lab it leaves, crosses or " +
			"reaches; it carries one at most and never takes one from another sicario. A sicario that is " +
			"placed but does not move grabs nothing. A cube still being carried on an airport City at " +
			"End of Season is flown out for $4.",
	},
	{
		Title: "León, La Quica, Plata o Plomo",
		Body: "León, the smuggler, may walk up to 4 places for free right after he lands. Whenever any " +
			"move of his ends on an airport City while he holds a cube, it ships at once for $4.\n\n" +
			"La Quica, the executioner, must land next to at least one hunter (standing or laid down). " +
			"The Patrón picks one of those hunters and one card from his Plata o Plomo deck; the hunter's " +
			"owner then decides.\n\n" +
			"Plata: the Patrón gets the card's reward: 3 Labs on empty Farms, or 3 Glory, or 4 " +
			"Controlled tokens on empty Cities, or one extra Sicario card played at once.\n\n" +
			"Plomo: the hunter is laid down and sits out the rest of the season. Against a hunter that " +
			"has already acted this season it does nothing.\n\n" +
			"Used cards go to a discard pile, which is reshuffled when the deck is empty.",
	},
	{
		Title: "The Factions' turn",
		Body: "The Factions choose one of them that has not yet played this season. Its two hunters act " +
			"one after the other, in the order it likes; a laid-down hunter is skipped.\n\n" +
			"A hunter may first move up to 2 places along roads; airport Cities count as linked to each " +
			"other. It cannot enter a place with a sicario or a Controlled City, and may pass other " +
			"hunters but not stop on one. A locked hunter skips its move this time.\n\n" +
			"Then it must act if it can: take one of the three face-up Action cards and lay it on a free " +
			"slot of the chosen action. X slots accept any value; the investigation slots want an exact " +
			"value. Slots: Attack 3, Destroy Labs 2, Blockades 2, Range 2 (3s), Type 2 (2s), Region 2 " +
			"(1s), Capture 2. Cards stay on the dashboard until the season ends, so slots fill up.\n\n" +
			"After both hunters, the unused face-up cards are discarded and three fresh ones are turned " +
			"up.",
	},
	{
		Title: "Hunter actions",
		Body: "Attack: pick a sicario one road away. The card's value is the strength. The Patrón shows " +
			"that sicario's defense token; if the strength beats it, the sicario is captured (and drops " +
			"any cube); a tie or less does nothing. A shown token stays face up for the season.\n\n" +
			"Destroy Labs: remove as many Labs as the card's value, here or one road away, cubes " +
			"included; a sicario standing there keeps a cube.\n\n" +
			"Blockades: up to the card's value in total, block Cities or clear Controlled tokens, here " +
			"or one road away.\n\n" +
			"Range (a 3 card): the Patrón names two different distances, one of them the true road distance " +
			"from this hunter. Type (a 2): he says City or Farm. Region (a 1): he says whether he hides in " +
			"this hunter's region.\n\n" +
			"Capture: move up to the card's value (by air too, but not if locked), then name this place or " +
			"one next to it; " +
			"he must say whether he is there.",
	},
	{
		Title: "Faction abilities",
		Body: "DEA: four one-use cards for any Faction's turn. Two add 2 places to a hunter's move, before " +
			"it moves. Two swap 1 or 2 face-up Action cards for new ones, before a card is placed.\n\n" +
			"Policía Nacional: two one-use cards, each adding 2 to an attack made with a placed Action " +
			"card, after the target is named and before its token is shown. Policía also keeps the 15 " +
			"hideout markers for the team's notes.\n\n" +
			"Cali Cartel: once per Cali turn, a Cali hunter moving from, over or onto a Farm whose Lab holds a " +
			"cube may take that cube (at most 2 kept, across seasons). In any Faction turn, 2 cubes buy " +
			"the active hunter an extra value-1 action right after its own, with no card and no slot.\n\n" +
			"Los Pepes: start with $2, kept between seasons. Each time the Patrón pays for a Sicario " +
			"card's effect, $1 of it goes to them. When any Action card is laid down they may pay $2 to " +
			"see two face-down defense tokens until the season ends.",
	},
	{
		Title: "Defense tokens and objectives",
		Body: "Every season the Patrón deals his seven defense tokens, worth 0, 1, 1, 2, 2, 3 and 3, face " +
			"down to his seven sicarios. While the Hostage or Avianca 203 objective is active, its special " +
			"token (worth 2) takes the place of a regular one of his choice.\n\n" +
			"Objectives wait face down in three slots, one per season. A revealed objective first has a " +
			"setup, then a goal that is checked at each End of Season, after the hideout has been shown. " +
			"Meeting the goal pays its reward and retires the card; otherwise it stays active for later " +
			"seasons.\n\n" +
			"Three completed objectives win the game for the Patrón.",
	},
	{
		Title: "End of Season",
		Body: "1. Cards waiting in the End of Season row trigger if their sicario is still on the map, in " +
			"the order the Patrón likes; then they are discarded.\n\n" +
			"2. Income: the marker moves up one step per Lab on the map (it never goes down; top 20) and " +
			"pays by position: 0 → $0, 1–2 → $1, 3–4 → $2, 5–7 → $3, 8–10 → $4, 11–13 → $5, 14–16 → $6, " +
			"17–19 → $7, 20 → $8.\n\n" +
			"3. Cubes carried on airport Cities are flown out at $4 each; every empty Lab gets a new cube.\n\n" +
			"4. The hideout is shown. 5. Objectives are checked.\n\n" +
			"6. Glory rises by the glory of each sicario still on the map (purple 3, blue 2, green 2, all " +
			"others 1); then every sicario goes home.\n\n" +
			"7. The Patrón announces and pays $k and secretly moves up to k places, following sicario " +
			"movement rules (he may stay put).\n\n" +
			"8. Hunters stand up, expired locks end, all Action cards are reshuffled and three are turned up.",
	},
	{
		Title: "Capture and escape",
		Body: "When a Capture names the hideout, the Patrón is caught.\n\n" +
			"The first time, he escapes at once, paying nothing: he picks a new hideout anywhere except " +
			"where he was, a place with a hunter, or a blockaded City. Then one more objective card goes " +
			"face down on each slot that still holds unrevealed cards, so later seasons ask more of him. " +
			"The Faction's turn then carries on.\n\n" +
			"The second time, the Factions win on the spot.\n\n" +
			"A captured sicario leaves the map until the season ends and cannot be placed again before " +
			"then.",
	},
	{
		Title: "Secrets and what the screen shows",
		Body: "Everyone sees the map and its tokens, the Patrón's money, Glory and income, the End of " +
			"Season cards, shown defense tokens, how many cards sit in his hand, deck and objective " +
			"slots, and every answer and payment.\n\n" +
			"Only the Patrón sees his hideout and hiding sheet, his hand and deck order, his hidden " +
			"objectives and his face-down defense tokens.\n\n" +
			"Each secret is sealed with a fingerprint when chosen and checked when revealed, and the " +
			"whole game can be audited at the end, so the Patrón cannot change his mind in secret.\n\n" +
			"At a shared screen, a hand-off page appears before every private decision so the right " +
			"person is looking. The deduction overlay lights every place where the Patrón could still " +
			"be, worked out from public facts only.",
	},
	{
		Title: "Keys and mouse",
		Body: "Mouse: click a highlighted place, figure or card to choose it.\n\n" +
			"Number keys 1–9: pick one of the listed choices.\n\n" +
			"Tab: show the next page of choices when there are more than fit.\n\n" +
			"Esc: cancel a choice you have only half made; with nothing to cancel, open the game menu.\n\n" +
			"D: show or hide the deduction overlay.\n\n" +
			"M, K, B, J (Factions): unless the settings ask at every chance, the table lets the DEA's cards, Los Pepes' look, " +
			"Policía's +2 and Cali's extra action pass; each key asks for its next chance instead.\n\n" +
			"Right-click a place (Factions): its hideout marker goes from none to suspect, to ruled out, and back to none. " +
			"N with the mouse on a place (Factions): write a few words on it; Enter keeps them, and an empty note goes. " +
			"Markers and notes are the team's own reminders, kept with the saved game; they change nothing in the game " +
			"and never leave this computer.\n\n" +
			"F11: fullscreen on or off.\n\n" +
			"Space or Enter: go on from the hand-off screen.",
	},
}
