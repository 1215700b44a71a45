import SwiftUI
import EventKit

/// A small agenda: asks EventKit for access, and lists the events of a store it fills itself
/// for the preview.
@Observable
final class AgendaModel {
    let store: EKEventStore
    var events: [EKEvent] = []
    var status = EKEventStore.authorizationStatus(for: .event)

    init(store: EKEventStore = EKEventStore()) {
        self.store = store
    }

    func requestAccess() async {
        let granted = (try? await store.requestFullAccessToEvents()) ?? false
        status = granted ? .fullAccess : .denied
    }

    func load(day: Date) {
        let start = Calendar.current.startOfDay(for: day)
        let end = Calendar.current.date(byAdding: .day, value: 1, to: start)!
        let predicate = store.predicateForEvents(withStart: start, end: end, calendars: nil)
        events = store.events(matching: predicate)
    }

    static var preview: AgendaModel {
        let model = AgendaModel()
        let day = Calendar.current.startOfDay(for: .now)
        for (hour, title) in [(9, "Stand-up"), (13, "Lunch with Sam"), (16, "Design review")] {
            let event = EKEvent(eventStore: model.store)
            event.title = title
            event.startDate = Calendar.current.date(byAdding: .hour, value: hour, to: day)
            event.endDate = event.startDate.addingTimeInterval(45 * 60)
            event.calendar = model.store.defaultCalendarForNewEvents
            event.addAlarm(EKAlarm(relativeOffset: -600))
            try? model.store.save(event, span: .thisEvent)
        }
        model.load(day: .now)
        return model
    }
}

struct AgendaView: View {
    @State var model: AgendaModel

    var body: some View {
        NavigationStack {
            List {
                if model.status != .fullAccess {
                    Section {
                        Button("Allow calendar access") {
                            Task { await model.requestAccess() }
                        }
                    }
                }
                Section("Today") {
                    ForEach(model.events, id: \.eventIdentifier) { event in
                        HStack {
                            Circle()
                                .fill(Color(cgColor: event.calendar.cgColor))
                                .frame(width: 8, height: 8)
                            Text(event.title)
                            Spacer()
                            Text(event.startDate, style: .time)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .navigationTitle("Agenda")
        }
    }
}

#Preview {
    AgendaView(model: .preview)
}
