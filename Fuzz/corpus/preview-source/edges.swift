"unterminated string #Preview
#Preview { Text("after") }
/*/ */ #Preview{}
"\\" #Preview {}
#Preview