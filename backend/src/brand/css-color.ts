// Whether a string is a CSS color a browser accepts: hex, rgb()/rgba(), hsl()/hsla() (comma or
// space syntax, optional alpha) or a named color.

const NAMED = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood
  cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray
  darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen
  darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue
  firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew
  hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan
  lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray
  lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue
  mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred
  midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid
  palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple
  rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue
  slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white
  whitesmoke yellow yellowgreen transparent currentcolor`
    .split(/\s+/)
    .filter(Boolean),
);

const NUM = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;
const PCT = `${NUM}%`;
const ALPHA = `(?:${NUM}|${PCT})`;
const HUE = `${NUM}(?:deg|rad|grad|turn)?`;
const COMPONENT = `(?:${NUM}|${PCT})`;

const RGB_COMMA = new RegExp(`^rgba?\\(\\s*${COMPONENT}\\s*,\\s*${COMPONENT}\\s*,\\s*${COMPONENT}\\s*(?:,\\s*${ALPHA}\\s*)?\\)$`, 'i');
const RGB_SPACE = new RegExp(`^rgba?\\(\\s*${COMPONENT}\\s+${COMPONENT}\\s+${COMPONENT}\\s*(?:/\\s*${ALPHA}\\s*)?\\)$`, 'i');
const HSL_COMMA = new RegExp(`^hsla?\\(\\s*${HUE}\\s*,\\s*${PCT}\\s*,\\s*${PCT}\\s*(?:,\\s*${ALPHA}\\s*)?\\)$`, 'i');
const HSL_SPACE = new RegExp(`^hsla?\\(\\s*${HUE}\\s+(?:${PCT}|${NUM})\\s+(?:${PCT}|${NUM})\\s*(?:/\\s*${ALPHA}\\s*)?\\)$`, 'i');
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

export function isCssColor(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const v = value.trim();
  if (!v || v.length > 100) return false;
  return HEX.test(v) || NAMED.has(v.toLowerCase()) || RGB_COMMA.test(v) || RGB_SPACE.test(v) || HSL_COMMA.test(v) || HSL_SPACE.test(v);
}
