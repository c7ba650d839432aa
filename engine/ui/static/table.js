// mk serve: follows one table through a websocket and sends which button was pressed.
// The seats this page plays are in its address: #seats=0.KEY,2.KEY (a hot-seat page holds several).
"use strict";
(function () {
  // the lobby: only as many seats as players
  const players = document.querySelector("input[name=players]");
  if (players) {
    const rows = document.querySelectorAll(".seat");
    const update = function () {
      rows.forEach(function (row, i) { row.hidden = i >= Number(players.value || 0); });
    };
    players.addEventListener("input", update);
    update();
  }
  const room = document.body.dataset.room;
  const main = document.getElementById("table");
  if (!room || !main) return;
  const note = document.getElementById("note");
  const seats = {};
  const hash = new URLSearchParams(location.hash.slice(1));
  for (const part of (hash.get("seats") || "").split(",")) {
    const [seat, key] = part.split(".");
    if (key) seats[seat] = key;
  }
  let version = -1;
  let socket = null;
  let wait = 500;
  let gone = false;

  function say(text) {
    if (note) note.textContent = text;
  }

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    else if (!gone) say("Not connected: wait a moment.");
  }

  function connect() {
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + "/ws/" + encodeURIComponent(room));
    socket.onopen = function () {
      wait = 500;
      say("");
      socket.send(JSON.stringify({ type: "hello", seats: seats }));
    };
    socket.onmessage = function (event) {
      const message = JSON.parse(event.data);
      if (message.type === "table") {
        version = message.version;
        main.innerHTML = message.html;
        main.dataset.version = String(version);
        say("");
      } else if (message.type === "error") {
        say(message.message);
      }
    };
    socket.onclose = function (event) {
      if (event.code === 4000) {  // the table is gone: say so (the server's message stays) and stop
        gone = true;
        const back = document.createElement("a");
        back.href = "/";
        back.textContent = " Back to the lobby.";
        if (note) note.appendChild(back);
        return;
      }
      say("The connection dropped: joining again…");
      setTimeout(connect, wait);
      wait = Math.min(wait * 2, 8000);
    };
  }

  function press(button) {
    const seat = Number(button.dataset.seat);
    const key = seats[seat];
    if (button.classList.contains("choice")) {
      send({ type: "act", seat: seat, token: key, choice: Number(button.dataset.choice), version: version });
    } else if (button.classList.contains("undo")) {
      send({ type: "undo", seat: seat, token: key });
    }
  }
  // a choice is a button, or a card or landmark of the table that may be built now
  main.addEventListener("click", function (event) {
    const target = event.target.closest("button, .choice");
    if (target) press(target);
  });
  main.addEventListener("keydown", function (event) {
    const target = event.target.closest(".choice");
    if (target && target.tagName !== "BUTTON" && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      press(target);
    }
  });

  // the one who opened the table may close it
  const hostKey = hash.get("host");
  const footer = document.querySelector("footer");
  if (hostKey && footer) {
    const close = document.createElement("button");
    close.type = "button";
    close.id = "close-table";
    close.textContent = "Close this table";
    close.addEventListener("click", function () {
      if (window.confirm("Close this table for everyone? Its game is saved.")) send({ type: "close", token: hostKey });
    });
    footer.appendChild(close);
  }

  // invitation links: one per seat this page holds, to hand a seat to a friend
  const invite = document.getElementById("invite");
  const held = Object.keys(seats);
  const base = (invite && invite.dataset.base) || (location.origin + "/");
  if (invite && held.length > 1) {
    const title = document.createElement("h2");
    title.textContent = "Invite a friend to a seat (the link is the seat's key: share it with that person only)";
    invite.appendChild(title);
    for (const seat of held) {
      const line = document.createElement("p");
      const link = base.replace(/\/$/, "") + location.pathname + "#seats=" + seat + "." + seats[seat];
      line.textContent = "Seat " + (Number(seat) + 1) + ": ";
      const a = document.createElement("a");
      a.href = link;
      a.textContent = link;
      line.appendChild(a);
      invite.appendChild(line);
    }
  }
  connect();
})();
