"""The end-to-end harness: eyes (AT-SPI), hands (xdotool), screenshots, the app and the server.

Everything here runs inside one scenario's own X display and D-Bus session (see
scenario_host.py); nothing here starts a display itself.
"""
