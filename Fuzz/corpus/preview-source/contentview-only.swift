struct ContentView : View { var body: some View { Color.red } }
