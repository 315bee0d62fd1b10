### Dialkeeper: user interface strings.

-app-name = Dialkeeper

app-title = { -app-name }
