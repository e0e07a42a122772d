import GestureLabCommands

GestureLabCommand.main()
