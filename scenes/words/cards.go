package words

// Card and objective texts for the card viewer and tooltips. They follow
// ../shared/spec/COMPONENTS.md for the numbers, and RULINGS.md and
// docs/RULES-DECISIONS.md where those settle a question.
//
// Package words imports nothing from the game, so both tables are indexed by
// position: the order MUST stay exactly that of the box.Card and
// box.Objective constants in game/box (sicarios.go and objectives.go).

// CardEffects says what each Sicario card does, by box.Card, in a few plain sentences.
// Index = box.Card value: Accountant = 0 … BribedCheckpoint = 22.
var CardEffects = [23]string{
	// 0 Accountant (Gustavo)
	"The Patrón takes $2 from the bank. Pay $2: his Lab income marker moves up 1 space.",
	// 1 FamilyBusiness (Gustavo, End of Season)
	"At the end of the season: if Gustavo is still on the map, the Patrón earns 1 Glory per Lab token on his location or next to it, up to 3.",
	// 2 Bodyguard (Blackie)
	"Pay $2: two sicarios whose Defense tokens are still hidden trade those tokens.",
	// 3 LoyalToTheEnd (Blackie, End of Season)
	"At the end of the season: if Blackie is still on the map, the Patrón earns 2 Glory.",
	// 4 PoisonCard (End of Season), decision D10
	"At the end of the season: if Poison is still on the map, two of the value-3 Action cards stay out of the Action deck for all of next season.",
	// 5 Ambush (Poison), ruling R15
	"Pay $3: one hunter next to Poison is locked, so it cannot move when it is next activated.",
	// 6 LimonCard (End of Season), ruling R21
	"At the end of the season: if Limón is still on the map, the Patrón relocates for free. He still announces a budget, no more than the money he holds, but pays none of it.",
	// 7 GetawayDriver (Limón), decision D2
	"Once his actions are done, Limón may travel up to 2 more spaces at no cost, under the usual sicario movement rules, picking up Coca on the way.",
	// 8 VelascoCard (End of Season), decision D17
	"At the end of the season: if Velasco is still on the map, the Patrón may turn money into Glory at a price of $5 for each point.",
	// 9 FriendsInCongress (Velasco)
	"Pay $3: one Blockade token in Velasco's region is turned over to show its Controlled side.",
	// 10 Hitman (Popeye), ruling R15
	"Pay $3: every hunter next to Popeye is locked, so none of them can move when next activated.",
	// 11 StreetCredit (Popeye)
	"When Popeye is placed in a City, the Patrón earns 1 Glory.",
	// 12 Enforcer (Tyson)
	"The Patrón puts 1 Controlled token on an empty City up to 2 spaces away from Tyson.",
	// 13 Intimidation (Tyson)
	"Pay $2: the Patrón pushes one hunter next to Tyson 1 road step, onto a location of his choice that the hunter could legally enter.",
	// 14 Recruiter (Pinina)
	"Pay $2: Pinina takes a third regular action this turn instead of the usual two.",
	// 15 SafeHouses (Pinina, End of Season)
	"At the end of the season: if Pinina is still on the map, the Patrón collects $3.",
	// 16 LeonCard
	"Places León. Pay $3: León ignores his range and may be placed any distance from the hideout.",
	// 17 LaQuicaCard, ruling R10 and decision D5
	"Places La Quica. Pay $3: once her first Plata o Plomo offer is settled, she makes a second one to a hunter next to her, who may be the same one.",
	// 18 SnitchsSentence (silhouette)
	"Pay $3: one empty Investigation slot is closed for the next Faction turn. Pay $2 more: the Patrón decides which Faction plays that turn.",
	// 19 FrameUp (silhouette), decision D9
	"Pay $3 and name a region: owners must shift each hunter there to a free space beside an airport City of a different region. Pay $2 more: the next Faction locks one of its own hunters.",
	// 20 MyLabs (silhouette), decision D18
	"The Patrón adds a Lab token and a Controlled token, each on an empty location of this sicario's region. Pay $3: one extra Lab or Controlled token, placed anywhere.",
	// 21 Rally (silhouette)
	"When the sicario is placed in a City, the Patrón earns 1 Glory. Pay $2: he earns 1 Glory more, wherever the sicario stands.",
	// 22 BribedCheckpoint (silhouette)
	"Pay $2: the Patrón removes up to 2 Blockade tokens lying within 2 spaces of the sicario.",
}

// ObjectiveEffects says what each objective asks and gives, by box.Objective.
// Index = box.Objective value: Hostage = 0 … LosExtraditables = 9.
// Objectives are checked at the end of each season, after the hideout is
// revealed (ruling R1, step 4.5).
var ObjectiveEffects = [10]string{
	// 0 Hostage, ruling R15
	"On reveal: 1 hunter is locked until this season ends, and the Hostage token replaces a Defense token. Done when its sicario stands on the revealed hideout. Reward: lock 1 hunter until next season ends.",
	// 1 RobinHood
	"On reveal: the Patrón picks the next Faction to play and puts $1 of his own on each of up to 6 Cities. Done when the revealed hideout is a City with $1 on it. Reward: 2 Glory.",
	// 2 EstablishedProduction, decision D11
	"On reveal: 2 Lab tokens go on empty Farms. While it is active, one Lab per Patrón turn may be set on this card rather than the map. Done with 4 Labs on the card. Reward: $3.",
	// 3 BribingPoliticians, decision D12
	"On reveal: 1 available Action card is discarded. While active, each time he places a sicario the Patrón may stake $3 on this card. Done at $12. Reward: 2 Glory.",
	// 4 Avianca203
	"On reveal: the Bomb token replaces a Defense token. Done when the sicario holding the Bomb is in a City with an airport. Reward: 3 Glory.",
	// 5 MedellinWithoutSlums
	"On reveal: the 3 Party tokens go on 3 different Cities. Done when every Party City holds a Controlled token. Reward: 3 Glory.",
	// 6 HaciendaNapoles
	"On reveal: the Patrón gains $3. Done when the hideout, once revealed, is a Farm holding a Lab. Reward: 2 Glory.",
	// 7 AirBridge
	"On reveal: 1 Lab token goes on an empty Farm. Done when at least 3 Coca cubes were shipped this season. Reward: $5.",
	// 8 LaCatedral
	"On reveal: 1 Controlled token goes on an empty Andina City. Done when the hideout, once revealed, is an Andina City that holds a Controlled token. Reward: 2 Glory.",
	// 9 LosExtraditables
	"On reveal: the Patrón gains $2. Done when the map holds at least 6 Controlled tokens, spread over 2 or more regions. Reward: 1 Glory, and 1 hunter is locked until next season ends.",
}
