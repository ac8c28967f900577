// Plain words for the spec's actions, so that a step reads as what happened at the board.

const WHO = { white: 'White', black: 'Black', arbiter: 'The arbiter' };

const CLAIMS = {
  'illegal-move': 'that an illegal move was made',
  'draw-fifty-moves': 'a draw: fifty moves without a capture',
  'draw-repetition': 'a draw by repetition of position',
  'draw-endless-checks': 'a draw by endless checks',
  forfeit: 'the game by forfeit',
  time: 'the game on time',
  annulment: 'that the game be annulled',
};

export function who(side) {
  return WHO[side] || side;
}

export function describeAction(a) {
  const by = who(a.by);
  switch (a.act) {
    case 'move':
      return a.move ? `${by} moves ${a.move}` : `${by} moves ${a.from}-${a.to}${a.promote ? '=' + a.promote : ''}`;
    case 'touch': return `${by} touches the man on ${a.square}${a.accidental ? ' (by accident)' : ''}`;
    case 'adjust': return `${by} adjusts the man on ${a.square}, with notice`;
    case 'lift': return `${by} lifts the man on ${a.square}`;
    case 'place': return `${by} puts the man down on ${a.square}, hand still on it`;
    case 'release': return `${by} quits the man`;
    case 'remove': return `${by} removes the man on ${a.square}`;
    case 'promote': return `${by} ${a.named ? 'names the Pawn as' : 'promotes to'} ${a.piece}`;
    case 'displace': return `${by} knocks the man on ${a.square} ${a.to ? 'to ' + a.to : 'off the board'}`;
    case 'claim': return `${by} claims ${CLAIMS[a.claim] || a.claim}${a.offence ? ' (' + a.offence + ')' : ''}${a.ground ? ' (' + a.ground + ')' : ''}`;
    case 'exact': return `${by} exacts Penalty ${a.penalty}${a.squares ? ' on ' + a.squares.join(', ') : ''}`;
    case 'waive': return `${by} waives the penalty`;
    case 'require': return `${by} requires ${a.requirement}`;
    case 'refuse': return `${by} refuses`;
    case 'offence': return `${by}: offence ${a.offence}`;
    case 'offer-draw': return `${by} offers a draw`;
    case 'accept-draw': return `${by} accepts the draw`;
    case 'resign': return `${by} resigns`;
    case 'seal': return `${by} seals ${a.record ? '"' + a.record + '"' : 'a move'}`;
    case 'adjourn': return `${by} adjourns the game`;
    case 'resume': return `${by} resumes the game`;
    case 'communicate': return `${by} sends ${(a.moves || a.series || []).join(', ')}`;
    case 'adopt': return `${by} adopts ${a.move}`;
    case 'close-of-play': return 'Close of play';
    case 'press': return `${by} presses his clock`;
    case 'flag': return `${by} sees ${who(a.player)}'s flag fall`;
    case 'correct-time': return `${by} corrects ${who(a.player)}'s time to ${clock(a.clock)}${a.neglect ? ", an error that came from his opponent's neglect" : ''}`;
    case 'announce': return `${by} says "${a.words}"`;
    case 'call': return `${by} calls on his opponent to mate in ${a.what === 'fifty-moves' ? 'fifty' : 'twenty'} moves`;
    case 'refer': return `${by} puts a question to a bystander: ${a.question}`;
    case 'decide': return `${by} records the bystander's decision: ${a.decision}${a.result ? ' (' + a.result + ')' : ''}`;
    case 'appeal': return `${by} appeals against the ruling of act ${a.ruling}${a.grounds ? ': ' + a.grounds : ''}`;
    case 'decide-appeal': return `${by} records the decision on the appeal of act ${a.appeal}: ${a.decision}${a.result ? ' (' + a.result + ')' : ''}`;
    default: return `${by}: ${a.act}`;
  }
}

/** Seconds or an ISO-8601 duration as h:mm:ss. */
export function clock(value) {
  if (value === null || value === undefined || value === '') return '';
  let seconds;
  if (typeof value === 'number') {
    seconds = value;
  } else {
    const m = /^PT(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?$/.exec(String(value));
    if (!m) return String(value);
    seconds = (Number(m[1] || 0) * 3600) + (Number(m[2] || 0) * 60) + Number(m[3] || 0);
  }
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${h}:${mm}:${ss}`;
}
