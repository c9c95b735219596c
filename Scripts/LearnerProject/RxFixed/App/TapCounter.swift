import RxStyle

struct EventProvider {
  let buttonTapped: Observable<Void>
}

struct Presenter {
  let count: Observable<Int>

  init(eventProvider: EventProvider) {
    count = eventProvider.buttonTapped.scan(0) { previous, _ in previous + 1 }
  }
}
