// The game chooser's picture of Skyline, loaded on demand by www/games/skyline.js (the chooser
// shows it; a visit straight to a game never needs it).
export function drawArt(canvas) {
  const paint = () => {
    const w = canvas.clientWidth || 240,
      hh = canvas.clientHeight || 75,
      dpr = Math.min(window.devicePixelRatio || 1, 3);
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(hh * dpr);
    const c = canvas.getContext("2d");
    c.setTransform(dpr, 0, 0, dpr, 0, 0);
    const sky = c.createLinearGradient(0, 0, 0, hh);
    sky.addColorStop(0, "#1f2a4a");
    sky.addColorStop(0.6, "#5a4b7a");
    sky.addColorStop(1, "#e8956a");
    c.fillStyle = sky;
    c.fillRect(0, 0, w, hh);
    const cols = { low: "#8a5cb8", mid: "#3d7cc4", high: "#e5892e" };
    /** @type {[string, number][]} each building: [rise, floors] */
    const bs = [
      ["low", 1],
      ["mid", 3],
      ["high", 6],
      ["mid", 4],
      ["low", 2],
      ["high", 5],
      ["mid", 2],
      ["high", 3],
      ["low", 1],
      ["mid", 4],
    ];
    const unit = (hh - 14) / 7,
      bw = w / (bs.length * 1.35);
    bs.forEach(([r, n], i) => {
      const x = 6 + i * bw * 1.33,
        y = hh - 6 - n * unit;
      c.fillStyle = cols[r];
      c.fillRect(x, y, bw, n * unit);
      c.fillStyle = "rgba(255,236,170,.8)";
      for (let f = 0; f < n; f++) c.fillRect(x + bw * 0.3, y + f * unit + unit * 0.3, bw * 0.4, unit * 0.35);
      if (r === "high") {
        c.fillStyle = cols[r];
        c.beginPath();
        c.moveTo(x, y);
        c.lineTo(x + bw / 2, y - unit * 0.7);
        c.lineTo(x + bw, y);
        c.fill();
      }
      if (r === "mid") {
        c.fillStyle = cols[r];
        c.fillRect(x + bw * 0.2, y - unit * 0.35, bw * 0.6, unit * 0.35);
      }
    });
    c.fillStyle = "#2a2233";
    c.fillRect(0, hh - 6, w, 6);
  };
  requestAnimationFrame(paint);
}
