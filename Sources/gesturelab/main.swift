import GestureLabCommands

GestureLabCommand.runAndExit()
