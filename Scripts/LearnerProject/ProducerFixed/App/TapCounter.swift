import ProducerStyle

struct EventProvider {
  let buttonTapped: Signal<Void, Never>
}

struct Presenter {
  let count: Signal<Int, Never>

  init(eventProvider: EventProvider) {
    count = eventProvider.buttonTapped.scan(0) { previous, _ in previous + 1 }
  }
}
