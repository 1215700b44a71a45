import WeatherKit

/// A garden centre where plants were bought, with its weather for a watering screen
/// (WeatherKit is an Apple framework Linux lacks: Accord leaves out the import and `weather`).
struct PlantStore {
    var name: String
    var weather: CurrentWeather?
}
