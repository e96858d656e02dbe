// The playback speed stops, in one place: the lab's speed slider and URL,
// and a lesson step's "speed:" (checked by the lesson validator, which the
// node tests run too). Plain JavaScript so Node imports it as is; types in
// speed-stops.d.ts.

/** Speed stops on a 1-2-5 log scale from 1/10,000 of real time to 1000×, then 'max'. */
export const SPEED_STOPS = (() => {
  const stops = [];
  for (let e = -4; e <= 2; e++) for (const m of [1, 2, 5]) stops.push(Number((m * 10 ** e).toPrecision(1)));
  stops.push(1000, 'max');
  return stops;
})();
