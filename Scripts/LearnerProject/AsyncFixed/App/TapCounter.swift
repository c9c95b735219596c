import AsyncStyle

struct EventProvider {
  let buttonTapped: AsyncStream<Void>
}

struct Presenter {
  let count: AsyncScanSequence<AsyncStream<Void>, Int>

  init(eventProvider: EventProvider) {
    count = eventProvider.buttonTapped.scan(0) { previous, _ in previous + 1 }
  }
}
