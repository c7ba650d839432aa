// mk serve: follows one table through a websocket and sends which button was pressed.
// The seats this page plays are in its address: #seats=0.KEY,2.KEY (a hot-seat page holds several),
// and the key of the one who opened the table: &host=KEY.
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
  // the page's words, in its language (the server's catalogs: docs/languages.md)
  let words = {};
  try { words = JSON.parse(document.body.dataset.words || "{}"); } catch (e) { words = {}; }
  const word = function (key) { return words[key] || key; };
  // the language picker keeps the seats' keys in the address (a form would drop them)
  const picker = document.querySelector("form.language");
  if (picker) {
    picker.addEventListener("submit", function (event) {
      event.preventDefault();
      location.search = "?lang=" + encodeURIComponent(picker.querySelector("select").value);
    });
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
  const hostKey = hash.get("host");
  const title = document.title;
  let version = -1;
  let socket = null;
  let wait = 500;
  let gone = false;
  let mine = false;  // whether the table shown asks one of this page's seats to decide

  function say(text) {
    if (note) note.textContent = text;
  }

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    else if (!gone) say(word("not-connected"));
  }

  // -- what changed since the table before: coins and cards flash, and the coins say by how much
  function snapshot() {
    const seen = {};
    main.querySelectorAll(".player").forEach(function (p) {
      seen[p.id] = { coins: Number(p.dataset.coins), cards: {} };
      p.querySelectorAll(".card").forEach(function (c) { seen[p.id].cards[c.dataset.card] = Number(c.dataset.count); });
    });
    return seen;
  }

  const marks = {};  // what flashes, kept for a moment across quick redraws: per player, the coins' change
  const cardMarks = {};  // and the cards that came
  const HOLD = 1600;
  function highlight(before) {
    const now = Date.now();
    main.querySelectorAll(".player").forEach(function (p) {
      const was = before[p.id];
      if (!was) return;
      const change = Number(p.dataset.coins) - was.coins;
      if (change) {
        // quick changes the same way add up; a change the other way starts afresh (a +1 then a -1 is not "0")
        const held = marks[p.id] && marks[p.id].until > now && marks[p.id].delta * change > 0;
        marks[p.id] = { delta: (held ? marks[p.id].delta : 0) + change, until: now + HOLD };
      }
      p.querySelectorAll(".card").forEach(function (c) {
        if (Number(c.dataset.count) > (was.cards[c.dataset.card] || 0)) cardMarks[p.id + " " + c.dataset.card] = now + HOLD;
      });
    });
    for (const id in marks) {
      const p = document.getElementById(id);
      if (!p || marks[id].until <= now || !marks[id].delta) continue;
      const coins = p.querySelector(".coins");
      const delta = document.createElement("span");
      delta.className = "delta " + (marks[id].delta > 0 ? "up" : "down");
      delta.textContent = (marks[id].delta > 0 ? "+" : "") + marks[id].delta;
      coins.appendChild(delta);
      coins.classList.add("flash");
    }
    for (const key in cardMarks) {
      if (cardMarks[key] <= now) continue;
      const [id, card] = key.split(" ");
      const p = document.getElementById(id);
      const tile = p && p.querySelector(".card[data-card='" + card + "']");
      if (tile) tile.classList.add("flash");
    }
  }

  // -- keyboard focus stays on the same control across redraws
  function focusKey() {
    const el = document.activeElement;
    if (!el || !main.contains(el)) return null;
    return { cls: el.classList.contains("undo") ? "undo" : "choice", seat: el.dataset.seat, choice: el.dataset.choice };
  }

  function refocus(key, wasMine) {
    let target = null;
    if (key) {
      const selector = "." + key.cls + "[data-seat='" + key.seat + "']" + (key.choice ? "[data-choice='" + key.choice + "']" : "");
      target = main.querySelector(selector) || main.querySelector("button.choice");
    } else if (mine && !wasMine && (!document.activeElement || document.activeElement === document.body)) {
      target = main.querySelector("button.choice");  // a new decision of this page's: its first choice
    }
    if (target) target.focus({ preventScroll: true });
  }

  // -- it is your turn: the title says so, and a notification or a sound when asked for
  let alerts = localStorage.getItem("mk-alerts") === "on";
  function yourTurn() {
    document.title = "\u25cf " + word("your-turn") + " \u00b7 " + title;
    if (!alerts) return;
    if (document.hidden && window.Notification && Notification.permission === "granted") {
      new Notification(word("your-turn"), { body: title, tag: "mk-" + room });
    }
    try {
      const audio = new (window.AudioContext || window.webkitAudioContext)();
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = 660;
      gain.gain.value = 0.08;
      tone.connect(gain).connect(audio.destination);
      tone.start();
      tone.stop(audio.currentTime + 0.18);
    } catch (e) { /* no sound on this browser */ }
  }

  // -- the story: folded or not as the player left it, scrolled to the newest turn unless scrolled back
  function storyState() {
    const story = main.querySelector("details.story");
    if (!story) return null;
    const earlier = story.querySelector("details.earlier");
    const end = story.scrollHeight - story.scrollTop - story.clientHeight < 24;
    return { open: story.open, earlier: Boolean(earlier && earlier.open), end: end, top: story.scrollTop };
  }

  function keepStory(was) {
    const story = main.querySelector("details.story");
    if (!story) return;
    if (was) {
      story.open = was.open;
      const earlier = story.querySelector("details.earlier");
      if (earlier) earlier.open = was.earlier;
    }
    story.scrollTop = !was || was.end ? story.scrollHeight : was.top;
  }

  function barHeight() {  // the story's column stays in sight under the bar
    const bar = main.querySelector(".bar");
    if (bar) main.style.setProperty("--bar", bar.offsetHeight + "px");
  }
  window.addEventListener("resize", barHeight);

  // -- the moment to take back a build that ended your turn: counted down beside its Undo button
  let countdown = null;
  function countDown() {
    if (countdown) clearInterval(countdown);
    countdown = null;
    const line = main.querySelector(".undo-last[data-seconds]");
    const text = line && line.querySelector(".countdown");
    if (!text) return;
    let left = Math.ceil(Number(line.dataset.seconds));
    countdown = setInterval(function () {
      left -= 1;
      text.textContent = left > 0 ? "until the next roll, in " + left + " s" : "the next roll is coming";
      if (left <= 0) clearInterval(countdown);
    }, 1000);
  }

  function showTable(message) {
    const before = snapshot();
    const key = focusKey();
    const wasMine = mine;
    const story = version < 0 ? null : storyState();  // the first table: the newest turn in sight
    version = message.version;
    main.innerHTML = message.html;
    main.dataset.version = String(version);
    const bar = main.querySelector(".bar");
    if (bar && note) bar.appendChild(note);  // the message line stays in the bar, in sight
    barHeight();
    keepStory(story);
    countDown();
    highlight(before);
    const decision = main.querySelector(".decision.yours");
    mine = Boolean(decision && seats[decision.querySelector("[data-seat]").dataset.seat]);
    if (mine && !wasMine) yourTurn();
    if (!mine) document.title = title;
    refocus(key, wasMine);
  }

  // -- the chat: players write, everyone reads
  const chat = document.getElementById("chat");
  const lines = chat ? chat.querySelector("ol") : null;
  function addChat(list) {
    if (!lines) return;
    for (const line of list) {
      const item = document.createElement("li");
      const who = document.createElement("b");
      who.textContent = line.who + ":";
      item.appendChild(who);
      item.appendChild(document.createTextNode(line.text));
      lines.appendChild(item);
    }
    while (lines.children.length > 100) lines.removeChild(lines.firstChild);
    lines.scrollTop = lines.scrollHeight;
  }
  const held = Object.keys(seats);
  if (chat && held.length) {
    const form = document.createElement("form");
    const input = document.createElement("input");
    input.name = "say";
    input.maxLength = 200;
    input.autocomplete = "off";
    input.setAttribute("aria-label", word("say-label"));
    const go = document.createElement("button");
    go.type = "submit";
    go.textContent = word("say");
    form.appendChild(input);
    form.appendChild(go);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (!input.value.trim()) return;
      const first = Object.keys(seats)[0];
      if (first !== undefined) send({ type: "chat", seat: Number(first), token: seats[first], text: input.value });
      input.value = "";
    });
    chat.appendChild(form);
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
        showTable(message);
        say("");
      } else if (message.type === "chat") {
        addChat(message.lines);
      } else if (message.type === "seat") {  // a bot plays that seat now: this page no longer holds it
        if (seats[message.seat] !== undefined) {
          delete seats[message.seat];
          keepSeats();
        }
        say(message.message);
      } else if (message.type === "moved") {
        gone = true;
        location.href = "/t/" + encodeURIComponent(message.room) + location.hash;
      } else if (message.type === "error") {
        say(message.message);
      }
    };
    socket.onclose = function (event) {
      if (event.code === 4000) {  // the table is gone: say so (the server's message stays) and stop
        gone = true;
        const back = document.createElement("a");
        back.href = "/";
        back.textContent = " Back to the lobby (Resume opens a saved game).";
        if (note) note.appendChild(back);
        return;
      }
      if (gone) return;
      say(word("dropped"));
      setTimeout(connect, wait);
      wait = Math.min(wait * 2, 8000);
    };
  }

  function keepSeats() {  // the address says which seats this page holds (a reload must not claim a seat given up)
    const held = Object.keys(seats).map(function (s) { return s + "." + seats[s]; }).join(",");
    const next = new URLSearchParams();
    if (held) next.set("seats", held);
    if (hostKey) next.set("host", hostKey);
    history.replaceState(null, "", location.pathname + location.search + "#" + next.toString());
    if (!held && chat) {
      const form = chat.querySelector("form");
      if (form) form.remove();
    }
    const leave = document.getElementById("leave-table");
    if (!held && leave) leave.remove();
  }

  function press(button) {
    const seat = Number(button.dataset.seat);
    const key = seats[seat];
    if (button.classList.contains("choice")) {
      send({ type: "act", seat: seat, token: key, choice: Number(button.dataset.choice), version: version });
    } else if (button.classList.contains("undo")) {
      send({ type: "undo", seat: seat, token: key });
    } else if (button.classList.contains("rematch")) {
      send({ type: "rematch", token: hostKey || seats[Object.keys(seats)[0]] });
    }
  }
  // a choice is a button, or a card or landmark of the table that may be built now; one that may not
  // says why ("X costs 6; you have 4")
  main.addEventListener("click", function (event) {
    const target = event.target.closest("button, .choice");
    if (target) press(target);
    const refused = event.target.closest("[data-why]");
    if (!target && refused) say(refused.dataset.why + ".");
  });
  main.addEventListener("keydown", function (event) {
    const target = event.target.closest(".choice");
    if (target && target.tagName !== "BUTTON" && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      press(target);
    }
  });

  const footer = document.querySelector("footer");
  function footerButton(id, text, action) {
    const button = document.createElement("button");
    button.type = "button";
    button.id = id;
    button.textContent = text;
    button.addEventListener("click", action);
    footer.appendChild(button);
    return button;
  }
  if (footer && held.length) {  // a notification and a sound when it becomes your turn
    const label = function () { return alerts ? word("alerts-on") : word("alerts-off"); };
    const toggle = footerButton("alerts", label(), function () {
      alerts = !alerts;
      localStorage.setItem("mk-alerts", alerts ? "on" : "off");
      if (alerts && window.Notification && Notification.permission === "default") Notification.requestPermission();
      toggle.textContent = label();
    });
  }
  if (footer && held.length && !hostKey) {  // a player who goes: a bot plays on for them
    footerButton("leave-table", word("leave"), function () {
      if (!window.confirm(word("leave-confirm"))) return;
      for (const seat of Object.keys(seats)) send({ type: "leave", seat: Number(seat), token: seats[seat] });
    });
  }
  const seating = document.getElementById("seating");
  if (hostKey && seating) {  // the one who opened the table hands a seat to a bot
    seating.hidden = false;
    document.getElementById("hand-over").addEventListener("click", function () {
      const seat = Number(document.getElementById("seat-to-hand").value);
      const bot = document.getElementById("bot-to-play").value;
      send({ type: "replace", token: hostKey, seat: seat, bot: bot });
    });
  }
  if (hostKey && footer) {  // the one who opened the table may close it
    footerButton("close-table", word("close"), function () {
      if (window.confirm(word("close-confirm"))) send({ type: "close", token: hostKey });
    });
  }

  // invitation links: one per seat this page holds, to hand a seat to a friend
  const invite = document.getElementById("invite");
  const base = (invite && invite.dataset.base) || (location.origin + "/");
  if (invite && held.length > 1) {
    const heading = document.createElement("h2");
    heading.textContent = word("invite");
    invite.appendChild(heading);
    for (const seat of held) {
      const line = document.createElement("p");
      line.className = "invite-line";
      const link = base.replace(/\/$/, "") + location.pathname + "#seats=" + seat + "." + seats[seat];
      line.appendChild(document.createTextNode(word("seat").replace("{n}", String(Number(seat) + 1))));
      const a = document.createElement("a");
      a.href = link;
      a.textContent = link;
      line.appendChild(a);
      const copy = document.createElement("button");
      copy.type = "button";
      copy.className = "copy";
      copy.textContent = word("copy");
      copy.addEventListener("click", function () {
        const done = function () { copy.textContent = word("copied"); };
        if (navigator.clipboard && window.isSecureContext) {
          navigator.clipboard.writeText(link).then(done, function () { say(word("copy-refused")); });
        } else {  // an address of the network is not a secure context: select the link for the person to copy
          const range = document.createRange();
          range.selectNodeContents(a);
          const selection = window.getSelection();
          selection.removeAllRanges();
          selection.addRange(range);
          say(word("copy-selected"));
        }
      });
      line.appendChild(copy);
      invite.appendChild(line);
    }
  }
  connect();
})();
