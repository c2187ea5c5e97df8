"""The scenarios, in order, with each one's time limit in seconds (stdlib only)."""

ORDER = [
    "1-first-launch",
    "2-search-with-mouse",
    "3-query-syntax",
    "4-detail-window",
    "5-open-source-link",
    "6-favorites-survive-restart",
    "7-remote-and-offline",
    "8-scale-20000",
    "9-hostile-input",
    "10-own-recipe-lifecycle",
    "11-import-through-dialog",
    "12-cook",
    "13-shopping-list",
    "14-sync",
    "15-keyboard-alone",
    "16-plan-week",
    "17-activities-search",
    "18-nutrition-correction",
    "19-order",
    "20-pantry",
]

# A scenario still running after its limit is killed (with its app, server, Xvfb and D-Bus).
LIMITS = {name: 60 for name in ORDER}
LIMITS["8-scale-20000"] = 120
# Every Tab asks AT-SPI where the keyboard is, across the whole window: about a second a
# question in the main window.
LIMITS["15-keyboard-alone"] = 90
